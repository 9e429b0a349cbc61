import { eq } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { properties } from '../db/schema';

/**
 * The listing a user may change: their own, or any for an admin. Someone else's approved listing is
 * 403; one they could not even see (pending, declined, unknown) is 404, so nothing leaks.
 */
export async function getOwnedProperty(db: Db, id: string, viewer: Viewer) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw new AppError('PROPERTY_NOT_FOUND');
  if (row.userId === viewer.id || viewer.isAdmin) return row;
  throw new AppError(row.status === 'approved' ? 'FORBIDDEN' : 'PROPERTY_NOT_FOUND');
}
