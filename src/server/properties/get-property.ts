import { and, eq, or } from 'drizzle-orm';
import type { Property } from '../../shared/property';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import type { Storage } from '../media/storage';
import { selectProperties, toPropertyJson } from './property-row';
import { publiclyVisible } from './visibility';

/** One listing. One that is not public exists only for its owner and admins: 404 for anyone else. */
export async function getProperty(
  db: Db,
  storage: Storage,
  id: string,
  viewer: Viewer | null,
): Promise<Property> {
  const mayView = viewer?.isAdmin
    ? undefined
    : or(publiclyVisible(), viewer ? eq(properties.userId, viewer.id) : undefined);
  const [row] = await selectProperties(db, viewer?.id ?? null, { isAdmin: viewer?.isAdmin }).where(
    and(eq(properties.id, id), mayView),
  );
  if (!row) throw new AppError('PROPERTY_NOT_FOUND');
  return toPropertyJson(row, storage);
}
