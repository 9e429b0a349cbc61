import { eq } from 'drizzle-orm';
import type { Property } from '../../shared/property';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Viewer } from '../auth/viewer';
import type { Storage } from '../media/storage';
import { selectProperties, toPropertyJson } from './property-row';

/** One listing. A pending or declined one exists only for its owner and admins: 404 for anyone else. */
export async function getProperty(
  db: Db,
  storage: Storage,
  id: string,
  viewer: Viewer | null,
): Promise<Property> {
  const [row] = await selectProperties(db, viewer?.id ?? null).where(eq(properties.id, id));
  if (!row) throw new AppError('PROPERTY_NOT_FOUND');
  const mayView = row.p.status === 'approved' || viewer?.isAdmin === true || viewer?.id === row.p.userId;
  if (!mayView) throw new AppError('PROPERTY_NOT_FOUND');
  return toPropertyJson(row, storage);
}
