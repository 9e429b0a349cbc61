import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { properties, propertyRevisions, users } from '../db/schema';

type AccountType = (typeof users.$inferSelect)['accountType'];

/**
 * A listing as its owner's account may post it: an agency's account is an agent whatever its form
 * says (issue 32), on a new listing as on an edit. Others say it themselves.
 */
export function asPostedBy<T extends { poster_kind?: 'owner' | 'agent' | null }>(
  input: T,
  accountType: AccountType,
): T {
  return accountType === 'agency' ? { ...input, poster_kind: 'agent' } : input;
}

/** The account type of a listing's owner (an admin may be the one editing it). */
export async function ownerAccountType(db: Db, userId: string): Promise<AccountType> {
  const [owner] = await db.select({ accountType: users.accountType }).from(users).where(eq(users.id, userId));
  return owner?.accountType ?? 'individual';
}

/**
 * An account that becomes an agency: its listings were posted by an agent, and say so from now on;
 * so do their revisions waiting for review, which would otherwise bring back "owner" on approval.
 */
export async function markAgencyListings(db: Db, userId: string): Promise<void> {
  await db.update(properties).set({ posterKind: 'agent' }).where(eq(properties.userId, userId));
  await db
    .update(propertyRevisions)
    .set({ changes: sql`jsonb_set(${propertyRevisions.changes}, '{columns,posterKind}', '"agent"')` })
    .where(
      and(
        sql`${propertyRevisions.changes} -> 'columns' ? 'posterKind'`,
        inArray(
          propertyRevisions.propertyId,
          db.select({ id: properties.id }).from(properties).where(eq(properties.userId, userId)),
        ),
      ),
    );
}
