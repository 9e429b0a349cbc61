import { and, eq, or } from 'drizzle-orm';
import type { Property } from '../../shared/property';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import type { Storage } from '../media/storage';
import { selectProperties, toPropertyJson } from './property-row';
import { ownerNotSuspended, publiclyVisible } from './visibility';

/**
 * One listing. One that is not public exists only for its owner and admins: for anyone else it is
 * 410 when it was public and is no more (expired, or sold or rented over 30 days ago), else 404.
 */
export async function getProperty(
  db: Db,
  storage: Storage,
  id: string,
  viewer: Pick<Viewer, 'id' | 'isAdmin'> | null,
): Promise<Property> {
  const mayView = viewer?.isAdmin
    ? undefined
    : or(
        publiclyVisible(properties, { closed: true }),
        viewer ? eq(properties.userId, viewer.id) : undefined,
      );
  const [row] = await selectProperties(db, viewer?.id ?? null, { isAdmin: viewer?.isAdmin }).where(
    and(eq(properties.id, id), mayView),
  );
  if (!row) throw new AppError((await wasPublic(db, id)) ? 'PROPERTY_GONE' : 'PROPERTY_NOT_FOUND');
  return toPropertyJson(row, storage);
}

/**
 * Whether a listing that is not public now is an approved one whose time is over: search engines and
 * shared links are told it is gone for good (410), not that it never was. A suspended account's
 * listing is not gone for good (lifting the suspension brings it back): 404.
 */
export async function wasPublic(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.status, 'approved'), ownerNotSuspended()));
  return row !== undefined;
}
