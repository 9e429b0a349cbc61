import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { sign } from '../auth/signing';
import type { Metrics } from '../metrics/metrics';

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
 * How the log names a mail's recipient: 12 hex characters of an HMAC (signing.ts, its purpose
 * 'mail-log-recipient') of the address in lower case. The same address reads the
 * same in every line, so one person's mails can be followed, but the log never holds the address,
 * and a guessed address cannot be checked against it without the secret (STYLE.md: never log an
 * e-mail address).
 */
export function recipientTag(secret: Uint8Array, address: string): string {
  return sign(secret, 'mail-log-recipient', address.trim().toLowerCase(), 6).toString('hex');
}

// Anything shaped like an e-mail address: a subject may quote what a visitor typed (a contact
// message's name).
const EMAIL_ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox, so
 * password reset works on a laptop and in tests without a mail server. Each mail is counted, sent or
 * failed (`thikana_mail_total`).
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** The server's secret: the key of the tag the log names a recipient by (recipientTag). */
  secret: Uint8Array;
  metrics: Pick<Metrics, 'mail'>;
}): Mailer {
  const mailer = transportOf(options);
  return {
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        options.metrics.mail('failed');
        throw error;
      }
      options.metrics.mail('sent');
    },
  };
}

function transportOf(options: Parameters<typeof createMailer>[0]): Mailer {
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
      // The development outbox notice: the only place a mail's contents may reach the log, and never
      // its recipient's address (the file has it).
      options.log.info(
        {
          to: recipientTag(options.secret, mail.to),
          subject: mail.subject.replace(EMAIL_ADDRESS, '[e-mail]'),
          file,
        },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
  };
}
