import type { Db } from '../src/server/db/client';

/** One statement as the app sent it: its text, its values and, for Drizzle's selects, `rowMode`. */
export interface Statement {
  text: string;
  params: unknown[];
  rowMode?: 'array';
}

/** Records the SQL the app sends from now on, to explain it or run it again elsewhere. */
export function captureStatements(database: { db: Db }): Statement[] {
  const seen: Statement[] = [];
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first, second] = args;
    const config =
      typeof first === 'string' ? { text: first } : (first as { text: string; rowMode?: 'array' });
    const params = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
    seen.push({ text: config.text, params, ...(config.rowMode && { rowMode: config.rowMode }) });
    return original(...args);
  };
  return seen;
}
