import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { bulkSmsBdSender } from './bulksmsbd-sms';
import { httpGatewaySender } from './http-gateway-sms';
import { outboxSmsSender } from './outbox-sms';
import type { SmsConfig } from '../config/sms-config';
import type { SmsSender } from './sms-types';

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
