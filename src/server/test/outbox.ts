import fs from 'node:fs/promises';
import path from 'node:path';

/** The newest .eml in the outbox addressed to this e-mail, with its quoted-printable body decoded. */
export async function latestMailTo(outboxDir: string, to: string): Promise<string> {
  const files = (await fs.readdir(outboxDir).catch(() => [])).sort().reverse();
  for (const file of files) {
    const raw = await fs.readFile(path.join(outboxDir, file), 'latin1');
    if (raw.includes(`To: ${to}`)) return decodeQuotedPrintable(raw);
  }
  throw new Error(`no mail to ${to} in ${outboxDir}`);
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export const resetTokenIn = (mail: string) => /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
