import { desc, eq, sql } from 'drizzle-orm';
import type { AdminTrailEntry } from '../../shared/admin-trail';
import type { AdminActionKind } from '../../shared/enums';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { adminActions, users } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Entries shown on one listing's or one account's admin view, the newest first. */
const ENTRIES_SHOWN = 100;

export interface AdminActionEntry {
  action: AdminActionKind;
  /** The acting admin; null when none acted (a hold after reports, a promotion by the operator). */
  by: Viewer | null;
  propertyId?: string | null;
  /** The listing's title as it is now: the entry keeps it after the listing changes or goes. */
  propertyTitle?: string | null;
  /** The account acted on: the listing's owner, or the account suspended or promoted. */
  accountId?: string | null;
  reason?: string | null;
}

/**
 * Adds one entry to the admins' audit trail, in the caller's transaction, so that an action is never
 * taken without its entry. The admin's name is read from their account as it is now. Entries are
 * never changed or deleted (a trigger of migration 0034 refuses both).
 */
export async function recordAdminAction(tx: Db | Tx, entry: AdminActionEntry): Promise<void> {
  const { by } = entry;
  await tx.insert(adminActions).values({
    action: entry.action,
    adminId: by?.id ?? null,
    adminName: by ? sql`(select ${users.name} from ${users} where ${users.id} = ${by.id})` : null,
    propertyId: entry.propertyId ?? null,
    propertyTitle: entry.propertyTitle ?? null,
    accountId: entry.accountId ?? null,
    reason: entry.reason ?? null,
  });
}

/** A listing's entries, deleted or not, the newest first. */
export function listingTrail(db: Db, propertyId: string): Promise<AdminTrailEntry[]> {
  return trail(db, eq(adminActions.propertyId, propertyId));
}

/** An account's entries: those on the account and on its listings (deleted ones too), the newest first. */
export function accountTrail(db: Db, accountId: string): Promise<AdminTrailEntry[]> {
  return trail(db, eq(adminActions.accountId, accountId));
}

async function trail(db: Db, where: ReturnType<typeof eq>): Promise<AdminTrailEntry[]> {
  const rows = await db
    .select()
    .from(adminActions)
    .where(where)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(ENTRIES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    // An entry from before names were kept (migration 0034) of an admin since deleted has neither.
    admin: row.adminId ? { id: row.adminId, name: row.adminName ?? '' } : null,
    property_id: row.propertyId,
    property_title: row.propertyTitle,
    account_id: row.accountId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }));
}
