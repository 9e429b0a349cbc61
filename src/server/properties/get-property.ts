import { and, eq, or, sql } from 'drizzle-orm';
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
  const reader = viewer?.isAdmin ? 'admin' : viewer ? 'user' : 'visitor';
  const [row] = await detailQuery(db, reader).execute({ id, viewer: viewer?.id });
  if (!row) throw new AppError((await wasPublic(db, id)) ? 'PROPERTY_GONE' : 'PROPERTY_NOT_FOUND');
  return toPropertyJson(row, storage);
}

type Reader = 'visitor' | 'user' | 'admin';

/**
 * The listing query for each kind of reader, built once per database: it is the API's most asked
 * query, and building its SQL took more time than the database took to run it (issue 35).
 */
function detailQuery(db: Db, reader: Reader) {
  let queries = detailQueries.get(db);
  if (!queries) detailQueries.set(db, (queries = new Map<Reader, DetailQuery>()));
  let query = queries.get(reader);
  if (!query) queries.set(reader, (query = buildDetailQuery(db, reader)));
  return query;
}
type DetailQuery = ReturnType<typeof buildDetailQuery>;
const detailQueries = new WeakMap<Db, Map<Reader, DetailQuery>>();

function buildDetailQuery(db: Db, reader: Reader) {
  const viewerId = reader === 'visitor' ? null : sql.placeholder('viewer');
  const mayView =
    reader === 'admin'
      ? undefined
      : or(
          publiclyVisible(properties, { closed: true }),
          viewerId ? eq(properties.userId, viewerId) : undefined,
        );
  // Unnamed: a statement prepared on the server would outlive a migration that a newer instance
  // runs, and fail on the changed table. Only the SQL's text is kept.
  return selectProperties(db, viewerId, { isAdmin: reader === 'admin' })
    .where(and(eq(properties.id, sql.placeholder('id')), mayView))
    .prepare(undefined as unknown as string);
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
