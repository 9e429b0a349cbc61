// The shapes every SMS driver and its callers share: here, so that no driver imports sms-sender.ts,
// which imports the drivers.

export interface Sms {
  /** E.164, +8801XXXXXXXXX. */
  to: string;
  text: string;
}

/** Sends one SMS or throws; an error's message never holds the text (it may hold a code). */
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

export interface HttpGatewayConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  /** `{to}`, `{msisdn}` and `{text}` are replaced: JSON when it starts with `{`, a form otherwise. */
  bodyTemplate: string | undefined;
  keyHeader: string | undefined;
  key: string | undefined;
  timeoutMs: number;
}

export interface BulkSmsBdConfig {
  url: string;
  apiKey: string;
  senderId: string;
  timeoutMs: number;
}

export type SmsConfig =
  | { driver: 'outbox' }
  | { driver: 'http'; http: HttpGatewayConfig }
  | { driver: 'bulksmsbd'; bulksmsbd: BulkSmsBdConfig };
