import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * Which of these accounts an admin has suspended (GET/PATCH /admin/accounts/{id}): the moderators'
 * queues mark such an owner's listings, whose decision waits on the account's. One query by the
 * accounts' ids; none for an empty list.
 */
export async function suspendedOwners(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), isNotNull(users.suspendedAt)));
  return new Set(rows.map((row) => row.id));
}
