import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { ALERT_SMS_PER_DAY } from '../../shared/saved-search';
import type { Db } from '../db/client';
import { alertSms } from '../db/schema';
import { smsCaps, spendSms } from '../sms/sms-budget';

const DAY_MS = 24 * 60 * 60 * 1000;

// Alerts stop when every SMS of the day together reaches this share of SMS_DAILY_CAP: the rest is
// kept for sign-in codes, which a busy day of alerts must never lock people out of.
export { ALERT_SHARE_OF_DAILY_CAP } from '../sms/sms-budget';

export type AlertSmsRefusal = 'account_daily_limit' | 'server_daily_cap';

/**
 * Takes one alert SMS from the account's budget, ALERT_SMS_PER_DAY in any 24 hours, and from the
 * server's (the day's `alerts` lane, sms-budget.ts: its share of SMS_DAILY_CAP, codes counted), or
 * says which is spent. The row is
 * written before the SMS goes and stays whatever happens to it (a gateway that timed out may have
 * sent and billed it); a lock per account makes two alerts at once count one after the other.
 */
export async function spendAlertSms(
  db: Db,
  userId: string,
  dailyCap: number,
  now = new Date(),
): Promise<AlertSmsRefusal | null> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alert-sms:${userId}`}))`);
    const [mine] = await tx
      .select({ sent: count() })
      .from(alertSms)
      .where(and(eq(alertSms.userId, userId), gt(alertSms.createdAt, dayAgo)));
    if ((mine?.sent ?? 0) >= ALERT_SMS_PER_DAY) return 'account_daily_limit';
    // The share of new numbers plays no part here: only the alerts' own share and the cap.
    if (!(await spendSms(tx, 'alerts', smsCaps(dailyCap, 1), now))) return 'server_daily_cap';
    await tx.insert(alertSms).values({ userId, createdAt: now });
    return null;
  });
}

/** Rows older than two days count for nothing any more (the daily digest job removes them). */
export async function purgeAlertSms(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(alertSms)
    .where(lt(alertSms.createdAt, new Date(now.getTime() - 2 * DAY_MS)))
    .returning({ id: alertSms.id });
  return removed.length;
}
