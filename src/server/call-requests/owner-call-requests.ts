import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CallRequest } from '../../shared/call-request';
import { CALL_REQUEST_KEEP_DAYS } from '../../shared/call-request';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { callRequests, properties } from '../db/schema';
import { deleteOlderThan, purgeJob } from '../jobs/purge-job';
import type { JobDefinition } from '../jobs/queue';

/** The most an owner's list shows: a month's requests of a busy owner. */
const LIST_LIMIT = 200;

/** The requests left on the owner's listings, newest first (the number shown to them alone). */
export async function ownerCallRequests(db: Db, ownerId: string): Promise<CallRequest[]> {
  const rows = await db
    .select({ request: callRequests, title: properties.title })
    .from(callRequests)
    .innerJoin(properties, eq(properties.id, callRequests.propertyId))
    .where(eq(properties.userId, ownerId))
    .orderBy(desc(callRequests.createdAt), desc(callRequests.id))
    .limit(LIST_LIMIT);
  return rows.map(({ request, title }) => ({
    id: request.id,
    property_id: request.propertyId,
    property_title: title,
    name: request.name,
    phone: request.phone,
    when: request.when,
    message: request.message,
    done: request.doneAt !== null,
    created_at: request.createdAt.toISOString(),
  }));
}

/**
 * Marks a request done, for the owner of its listing alone: anyone else's, like an unknown id, is
 * 404, so that nobody learns which requests exist. Marking it again changes nothing.
 */
export async function markCallRequestDone(db: Db, ownerId: string, id: string): Promise<void> {
  const [mine] = await db
    .select({ id: callRequests.id })
    .from(callRequests)
    .innerJoin(properties, eq(properties.id, callRequests.propertyId))
    .where(and(eq(callRequests.id, id), eq(properties.userId, ownerId)));
  if (!mine) throw new AppError('NOT_FOUND');
  await db
    .update(callRequests)
    .set({ doneAt: new Date() })
    .where(and(eq(callRequests.id, id), isNull(callRequests.doneAt)));
}

/** Requests older than CALL_REQUEST_KEEP_DAYS go, done or not: a visitor's number is kept no longer. */
export const purgeCallRequests = (db: Db, now = new Date()): Promise<number> =>
  deleteOlderThan(db, callRequests, callRequests.createdAt, CALL_REQUEST_KEEP_DAYS, now);

/** The purge on the job queue: every hour, so that no request outlives its 30 days by more. */
export const purgeCallRequestsJob = (db: Db): JobDefinition =>
  purgeJob('purge-call-requests', '17 * * * *', () => purgeCallRequests(db));
