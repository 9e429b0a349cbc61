// How SMS go out (SMS_DRIVER and its settings): read by config.ts, taken by the drivers in sms/.

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
