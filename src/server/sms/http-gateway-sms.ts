import type { HttpGatewayConfig } from '../config/sms-config';
import type { Sms, SmsSender } from './sms-types';

/**
 * Any HTTP bulk-SMS gateway (most Bangladeshi providers take a GET or POST with a key, a number and
 * a text): the URL, method, body template and key header come from the environment (docs/sms.md).
 * A non-2xx answer or no answer within the timeout is a failure; its error says the status only.
 */
export function httpGatewaySender(config: HttpGatewayConfig): SmsSender {
  return {
    async send(sms) {
      const request = gatewayRequest(config, sms);
      let response: Response;
      try {
        response = await fetch(request.url, {
          method: config.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        // Its name only (a refused connection, a timeout): the cause may name a GET's URL, code and all.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`SMS gateway did not answer: ${(error as Error).name}`);
      }
      // Read and dropped: a gateway may echo the text (and its code) back.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

const placeholders = (sms: Sms): Record<string, string> => ({
  to: sms.to,
  // Most local gateways want 8801XXXXXXXXX, without the plus.
  msisdn: sms.to.replace(/^\+/, ''),
  text: sms.text,
});

const fill = (template: string, values: Record<string, string>, encode: (value: string) => string) =>
  template.replace(/\{(to|msisdn|text)\}/g, (_, name: string) => encode(values[name] ?? ''));

/** The request the template makes: placeholders in the URL URL-encoded, in a JSON body JSON-escaped. */
export function gatewayRequest(config: HttpGatewayConfig, sms: Sms) {
  const values = placeholders(sms);
  const headers: Record<string, string> = {};
  if (config.keyHeader && config.key) headers[config.keyHeader] = config.key;
  const url = fill(config.url, values, encodeURIComponent);
  if (config.method === 'GET' || config.bodyTemplate === undefined) return { url, headers, body: undefined };
  const template = config.bodyTemplate.trim();
  if (template.startsWith('{')) {
    headers['content-type'] = 'application/json';
    return { url, headers, body: fill(template, values, (value) => JSON.stringify(value).slice(1, -1)) };
  }
  headers['content-type'] = 'application/x-www-form-urlencoded';
  return { url, headers, body: fill(template, values, encodeURIComponent) };
}
