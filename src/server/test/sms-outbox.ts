import fs from 'node:fs/promises';
import path from 'node:path';

/** The texts of every SMS in DATA_DIR/sms-outbox sent to this number (E.164), newest first. */
export async function smsTo(dataDir: string, e164: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'sms-outbox');
  const files = (await fs.readdir(outbox).catch(() => [])).sort().reverse();
  const texts: string[] = [];
  for (const file of files) {
    const raw = await fs.readFile(path.join(outbox, file), 'utf8');
    // `To: <number>`, a blank line, the text and a final newline (outbox-sms.ts).
    if (raw.startsWith(`To: ${e164}\n`)) texts.push(raw.slice(raw.indexOf('\n\n') + 2).replace(/\n$/, ''));
  }
  return texts;
}
