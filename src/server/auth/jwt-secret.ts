import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * JWT_SECRET when set. Otherwise one generated on first start: in the database on PostgreSQL, so
 * every instance signs and checks tokens with the same key; in DATA_DIR (mode 0600) when embedded.
 */
export async function loadJwtSecret(
  configured: string | undefined,
  dataDir: string,
  database: Database,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const secret =
    database.kind === 'postgres' ? await secretInDatabase(database, dataDir) : secretInFile(dataDir);
  return new TextEncoder().encode(secret);
}

async function secretInDatabase({ db }: Database, dataDir: string): Promise<string> {
  // A server that kept its key in DATA_DIR before brings it along, so its visitors stay logged in.
  const earlier = path.join(dataDir, 'jwt-secret');
  const first = fs.existsSync(earlier) ? fs.readFileSync(earlier, 'utf8').trim() : newSecret();
  // Instances starting together race here; the first insert wins and everyone reads it back.
  await db.insert(serverSecrets).values({ name: 'jwt', value: first }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, 'jwt'));
  return row!.value;
}

function secretInFile(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, newSecret(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another instance made it first
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
