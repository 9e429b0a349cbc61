import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { maskedPhone } from './masked-phone';
import type { SmsSender } from './sms-types';

/**
 * Every SMS becomes a file in DATA_DIR/sms-outbox (`To: <number>`, a blank line, the text), like the
 * mail outbox: sign-in by phone works on a laptop and in tests without a gateway. The log line names
 * the file, never the text (it holds a code) nor the whole number.
 */
export function outboxSmsSender(outboxDir: string, log: FastifyBaseLogger): SmsSender {
  return {
    async send(sms) {
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.txt`,
      );
      await fs.writeFile(file, `To: ${sms.to}\n\n${sms.text}\n`);
      log.info({ to: maskedPhone(sms.to), file }, 'sms written to the outbox (no SMS gateway set)');
    },
  };
}
