import { desc, eq } from 'drizzle-orm';
import type { PriceHistoryEntry } from '../../shared/price-guide';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { priceHistory } from '../db/schema';
import type { Storage } from '../media/storage';
import { getProperty } from './get-property';

/**
 * A listing's prices, newest first, each with when it began and ended; seen by whoever may see the
 * listing (getProperty's rule: 404 or 410 otherwise).
 */
export async function findPriceHistory(
  db: Db,
  storage: Storage,
  id: string,
  viewer: Pick<Viewer, 'id' | 'isAdmin'> | null,
): Promise<PriceHistoryEntry[]> {
  await getProperty(db, storage, id, viewer);
  const rows = await db
    .select({ price: priceHistory.price, changedAt: priceHistory.changedAt })
    .from(priceHistory)
    .where(eq(priceHistory.propertyId, id))
    .orderBy(desc(priceHistory.changedAt), desc(priceHistory.id));
  return rows.map((row, n) => ({
    price: row.price,
    from: row.changedAt.toISOString(),
    until: n === 0 ? null : (rows[n - 1]?.changedAt.toISOString() ?? null),
  }));
}
