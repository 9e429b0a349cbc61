import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { smsBudget } from '../db/schema';
import { addDays, dhakaDay } from '../../shared/dhaka-day';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Who an SMS is for, each lane its own ceiling within SMS_DAILY_CAP (docs/sms.md, decision 002):
 * `known`, codes to numbers an account verified (signing in), may use all that is left; `fresh`, codes
 * to new numbers (signing up, adding a number), only its share, so a flood of new numbers never locks
 * people out; `alerts` stop when every SMS together reaches their share, the rest being for codes.
 */
export type SmsLane = 'known' | 'fresh' | 'alerts';

/** Alerts stop when every SMS of the day together reaches this share of SMS_DAILY_CAP. */
export const ALERT_SHARE_OF_DAILY_CAP = 0.8;

export interface SmsCaps {
  daily: number;
  fresh: number;
  alerts: number;
}

/** The day's ceilings from SMS_DAILY_CAP and SMS_NEW_NUMBER_SHARE. */
export function smsCaps(dailyCap: number, newNumberShare: number): SmsCaps {
  return {
    daily: dailyCap,
    fresh: Math.floor(dailyCap * newNumberShare),
    alerts: Math.floor(dailyCap * ALERT_SHARE_OF_DAILY_CAP),
  };
}

const anyRows = z.object({ rows: z.array(z.unknown()) });

const LANE_COLUMNS = { known: 'known', fresh: 'fresh', alerts: 'alerts' } as const;

/**
 * Takes one SMS from the day's budget (Asia/Dhaka) in `lane`, or says there is no room: one
 * statement, `INSERT … ON CONFLICT (day) DO UPDATE … WHERE <room left>`, so requests at once wait for
 * the row and each sees the count the one before left: the cap is never overshot, on any number of
 * instances. A refusal is counted (`refused`). In the caller's transaction, the row stays locked to
 * its end: keep what follows short.
 */
export async function spendSms(
  db: Db | Tx,
  lane: SmsLane,
  caps: SmsCaps,
  now = new Date(),
): Promise<boolean> {
  const day = dhakaDay(now);
  const column = sql.identifier(LANE_COLUMNS[lane]);
  const total = sql`${smsBudget.known} + ${smsBudget.fresh} + ${smsBudget.alerts}`;
  const room =
    lane === 'known'
      ? sql`${total} < ${caps.daily}`
      : lane === 'fresh'
        ? sql`${smsBudget.fresh} < ${caps.fresh} and ${total} < ${caps.daily}`
        : sql`${total} < ${caps.alerts}`;
  // A new day's row starts at one, when the lane has room for one at all.
  const first = Math.min(
    caps.daily,
    lane === 'fresh' ? caps.fresh : lane === 'alerts' ? caps.alerts : caps.daily,
  );
  const { rows } = anyRows.parse(
    await db.execute(sql`
    insert into ${smsBudget} (day, ${column})
    select ${day}::date, 1 where ${first} >= 1
    on conflict (day) do update set ${column} = ${smsBudget}.${column} + 1 where ${room}
    returning 1 as spent`),
  );
  if (rows.length > 0) return true;
  await db.execute(sql`
    insert into ${smsBudget} (day, refused) values (${day}::date, 1)
    on conflict (day) do update set refused = ${smsBudget.refused} + 1`);
  return false;
}

/** Counts a proof-of-work challenge served today (otp-challenge.ts). */
export async function countChallengeServed(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`
    insert into ${smsBudget} (day, challenged) values (${dhakaDay(now)}::date, 1)
    on conflict (day) do update set challenged = ${smsBudget.challenged} + 1`);
}

const budgetRow = z.object({
  known: z.coerce.number(),
  fresh: z.coerce.number(),
  alerts: z.coerce.number(),
  refused: z.coerce.number(),
  challenged: z.coerce.number(),
});
export type SmsBudgetDay = z.infer<typeof budgetRow> & { day: string };

/** The day's counts (Asia/Dhaka), zeros when nothing was spent yet. */
export async function smsBudgetOn(db: Db, day = dhakaDay()): Promise<SmsBudgetDay> {
  const { rows } = z.object({ rows: z.array(budgetRow) }).parse(
    await db.execute(sql`
    select known, fresh, alerts, refused, challenged from ${smsBudget} where day = ${day}::date`),
  );
  const row = rows[0] ?? { known: 0, fresh: 0, alerts: 0, refused: 0, challenged: 0 };
  return { day, ...row };
}

/** Seconds until the next day (midnight in Dhaka, UTC+6 all year), when every lane has room again. */
export function secondsUntilNextDay(now = new Date()): number {
  const midnight = Date.parse(`${addDays(dhakaDay(now), 1)}T00:00:00+06:00`);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** A day's counts stay a year for whoever wants the history; older rows go (the hourly report). */
export async function purgeSmsBudget(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(smsBudget)
    .where(lt(smsBudget.day, addDays(dhakaDay(now), -400)))
    .returning({ day: smsBudget.day });
  return removed.length;
}
