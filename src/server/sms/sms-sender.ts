import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { bulkSmsBdSender } from './bulksmsbd-sms';
import { httpGatewaySender } from './http-gateway-sms';
import { outboxSmsSender } from './outbox-sms';

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

/** The driver SMS_DRIVER names (docs/sms.md); by default files in DATA_DIR/sms-outbox. */
export function createSmsSender(config: SmsConfig, dataDir: string, log: FastifyBaseLogger): SmsSender {
  switch (config.driver) {
    case 'http':
      return httpGatewaySender(config.http);
    case 'bulksmsbd':
      return bulkSmsBdSender(config.bulksmsbd);
    case 'outbox':
      return outboxSmsSender(path.join(dataDir, 'sms-outbox'), log);
  }
}
