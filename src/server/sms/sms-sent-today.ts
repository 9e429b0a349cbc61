import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { alertSms, otpCodes } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const sentRows = z.object({
  rows: z.array(z.object({ sent: z.coerce.number(), first: z.coerce.date().nullable() })),
});

/**
 * Every SMS the server sent (or tried) since `since`, sign-in codes and alerts, each a row: what
 * SMS_DAILY_CAP bounds, and the time of the oldest of them (when room comes back). One statement;
 * both tables are read through their `created_at` index.
 */
export async function smsSentSince(db: Db | Tx, since: Date): Promise<{ sent: number; first: Date | null }> {
  const { rows } = sentRows.parse(
    await db.execute(sql`
      select
        (select count(*) from ${otpCodes} where ${otpCodes.createdAt} > ${since})
          + (select count(*) from ${alertSms} where ${alertSms.createdAt} > ${since}) as sent,
        least(
          (select min(${otpCodes.createdAt}) from ${otpCodes} where ${otpCodes.createdAt} > ${since}),
          (select min(${alertSms.createdAt}) from ${alertSms} where ${alertSms.createdAt} > ${since})
        ) as first`),
  );
  return rows[0] ?? { sent: 0, first: null };
}
