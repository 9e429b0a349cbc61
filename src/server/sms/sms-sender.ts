import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { bulkSmsBdSender } from './bulksmsbd-sms';
import { httpGatewaySender } from './http-gateway-sms';
import { outboxSmsSender } from './outbox-sms';
import type { SmsConfig } from '../config/sms-config';
import type { SmsSender } from './sms-types';
import type { Metrics } from '../metrics/metrics';

/**
 * The driver SMS_DRIVER names (docs/sms.md); by default files in DATA_DIR/sms-outbox. Each SMS is
 * counted, sent or failed (`thikana_sms_total`).
 */
export function createSmsSender(
  config: SmsConfig,
  dataDir: string,
  log: FastifyBaseLogger,
  metrics: Pick<Metrics, 'sms'>,
): SmsSender {
  const driver = driverOf(config, dataDir, log);
  return {
    async send(sms) {
      try {
        await driver.send(sms);
      } catch (error) {
        metrics.sms('failed');
        throw error;
      }
      metrics.sms('sent');
    },
  };
}

function driverOf(config: SmsConfig, dataDir: string, log: FastifyBaseLogger): SmsSender {
  switch (config.driver) {
    case 'http':
      return httpGatewaySender(config.http);
    case 'bulksmsbd':
      return bulkSmsBdSender(config.bulksmsbd);
    case 'outbox':
      return outboxSmsSender(path.join(dataDir, 'sms-outbox'), log);
  }
}
