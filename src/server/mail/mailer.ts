import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (a visitor's message to the site inbox). */
  replyTo?: string;
  /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox, so
 * password reset works on a laptop and in tests without a mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, textEncoding: 'quoted-printable', ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        textEncoding: 'quoted-printable',
        ...mail,
      });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      // The development outbox notice: the only place a mail's contents may reach the log.
      options.log.info(
        { to: mail.to, subject: mail.subject, file },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
  };
}
