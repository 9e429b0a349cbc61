import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A digest of every row of every table: equal before and after means no row changed. */
export async function fingerprintTables(db: Db): Promise<Record<string, string>> {
  // Raw rows: both drivers answer `{ rows }`, which the shared Db type does not spell out.
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => {
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ rows: number; digest: string | null }>(
      sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest
          from ${sql.identifier(name)} t`,
    );
    result[name] = `${row!.rows}:${row!.digest ?? ''}`;
  }
  return result;
}
