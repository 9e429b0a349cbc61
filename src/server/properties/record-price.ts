import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceHistory, properties } from '../db/schema';

/** A database or an open transaction: the price is recorded in the one that changed it. */
type Writer = Pick<Db, 'execute'>;

/**
 * Adds the listing's current price to its history unless it is the price last recorded (same amount,
 * kind and rent period). Called after every write that may change a price: the post, an owner's edit
 * of a listing under review, a price-only change of a public one, an approved revision and an admin's
 * fix. One statement, so it reads the row as the transaction left it.
 */
export async function recordPrice(db: Writer, propertyId: string): Promise<void> {
  await db.execute(sql`
    insert into ${priceHistory} (property_id, price, price_type, rent_time_period)
    select p.id, p.price, p.price_type, p.rent_time_period from ${properties} p
    where p.id = ${propertyId} and not exists (
      select 1 from (
        select h.price, h.price_type, h.rent_time_period from ${priceHistory} h
        where h.property_id = p.id order by h.changed_at desc limit 1
      ) last
      where last.price = p.price and last.price_type = p.price_type
        and last.rent_time_period is not distinct from p.rent_time_period
    )`);
}
