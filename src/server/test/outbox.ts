import fs from 'node:fs/promises';
import path from 'node:path';

/** Every .eml in the outbox addressed to this e-mail, newest first, quoted-printable bodies decoded. */
export async function mailsTo(outboxDir: string, to: string): Promise<string[]> {
  const files = (await fs.readdir(outboxDir).catch(() => [])).sort().reverse();
  const mails: string[] = [];
  for (const file of files) {
    const raw = await fs.readFile(path.join(outboxDir, file), 'latin1');
    // The To header itself, not a Reply-To naming the same address.
    if (raw.split('\n').some((line) => line.trim() === `To: ${to}`)) mails.push(decodeQuotedPrintable(raw));
  }
  return mails;
}

/** The newest mail to this e-mail; a test that expects one fails when there is none. */
export async function latestMailTo(outboxDir: string, to: string): Promise<string> {
  const [latest] = await mailsTo(outboxDir, to);
  if (latest === undefined) throw new Error(`no mail to ${to} in ${outboxDir}`);
  return latest;
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export const resetTokenIn = (mail: string) => /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
