import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import { publiclyVisible } from './visibility';

/**
 * The listing a user may change: their own, or any for an admin. Someone else's public listing is
 * 403; one they could not even see (not public, or unknown) is 404, so nothing leaks.
 */
export async function getOwnedProperty(db: Db, id: string, viewer: Viewer) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw new AppError('PROPERTY_NOT_FOUND');
  if (row.userId === viewer.id || viewer.isAdmin) return row;
  const [visible] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), publiclyVisible()));
  throw new AppError(visible ? 'FORBIDDEN' : 'PROPERTY_NOT_FOUND');
}

/** An admin acting on a listing that is not their own: what the audit trail records (src/server/audit). */
export function adminOnOthers(viewer: Viewer | null, ownerId: string): viewer is Viewer {
  return viewer !== null && viewer.isAdmin && viewer.id !== ownerId;
}
