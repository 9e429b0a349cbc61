import type { BulkSmsBdConfig } from '../config/sms-config';
import type { SmsSender } from './sms-types';

/**
 * BulkSMSBD's single-SMS API, as documented at https://bulksmsbd.com/bulksms-api-bangladesh.php:
 * `http://bulksmsbd.net/api/smsapi` (GET & POST) with `api_key` (required), `senderid` (the approved
 * sender id, required), `number` (88017XXXXXXXX, required), `message` (the text, URL-encoded,
 * required) and `type=text`. It answers JSON whose `response_code` 202 means "SMS Submitted
 * Successfully"; any other (1002 sender id not correct, 1007 balance insufficient, …) is a failure.
 * Sent as a POSTed form, so the key stays out of URLs that proxies log.
 */
export function bulkSmsBdSender(config: BulkSmsBdConfig): SmsSender {
  return {
    async send(sms) {
      const form = new URLSearchParams({
        api_key: config.apiKey,
        type: 'text',
        number: sms.to.replace(/^\+/, ''),
        senderid: config.senderId,
        message: sms.text,
      });
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        // Its name only: the cause is not logged with what it carried.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`BulkSMSBD did not answer: ${(error as Error).name}`);
      }
      const answer = (await response.json().catch(() => null)) as { response_code?: unknown } | null;
      const code = answer?.response_code;
      if (!response.ok || Number(code) !== 202) {
        throw new Error(`BulkSMSBD refused the SMS: HTTP ${response.status}, response_code ${String(code)}`);
      }
    },
  };
}
