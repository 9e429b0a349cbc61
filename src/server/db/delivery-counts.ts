import { and, eq, sql } from 'drizzle-orm';
import { dhakaDay } from '../../shared/dhaka-day';
import type { Db } from './client';
import { deliveryDays } from './schema';

export type DeliveryChannel = 'mail' | 'sms';
export type DeliveryOutcome = 'sent' | 'failed';

/** Counts one mail or SMS on today's row (Asia/Dhaka): one statement, whichever instance sends. */
export async function countDelivery(
  db: Db,
  channel: DeliveryChannel,
  outcome: DeliveryOutcome,
): Promise<void> {
  const column = outcome === 'sent' ? deliveryDays.sent : deliveryDays.failed;
  await db
    .insert(deliveryDays)
    .values({ day: dhakaDay(), channel, [outcome]: 1 })
    .onConflictDoUpdate({
      target: [deliveryDays.day, deliveryDays.channel],
      set: { [outcome]: sql`${column} + 1` },
    });
}

export type DeliveryDay = Record<DeliveryChannel, Record<DeliveryOutcome, number>>;

/** Today's mails and SMS (Asia/Dhaka), sent and refused. */
export async function deliveriesOn(db: Db, day = dhakaDay()): Promise<DeliveryDay> {
  const rows = await db
    .select()
    .from(deliveryDays)
    .where(and(eq(deliveryDays.day, day)));
  const of = (channel: DeliveryChannel) => {
    const row = rows.find((r) => r.channel === channel);
    return { sent: row?.sent ?? 0, failed: row?.failed ?? 0 };
  };
  return { mail: of('mail'), sms: of('sms') };
}

/**
 * `send`, counted: a send that throws counts as failed and throws on. A count that cannot be written
 * is logged by `onCountError` and never fails the send.
 */
export function counted<Message>(
  send: (message: Message) => Promise<void>,
  db: Db,
  channel: DeliveryChannel,
  onCountError: (error: unknown) => void,
): (message: Message) => Promise<void> {
  const count = (outcome: DeliveryOutcome) => countDelivery(db, channel, outcome).catch(onCountError);
  return async (message) => {
    try {
      await send(message);
    } catch (error) {
      await count('failed');
      throw error;
    }
    await count('sent');
  };
}
