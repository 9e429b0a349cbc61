import { and, eq, isNull } from 'drizzle-orm';
import type { SuspensionInput } from '../../shared/account-admin';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { recordAdminAction } from '../audit/admin-actions';

/** What changed: null when the account already was as asked (nobody is told twice). */
export type SuspensionChange = { suspended: true; reason: string } | { suspended: false } | null;

/**
 * An admin suspends an account or lifts its suspension. Suspending ends its sessions; its listings
 * are left as they are: the visibility rule (properties/visibility.ts) hides them while the
 * account is suspended, so lifting brings back exactly the listings that were public. An admin's
 * account (the acting admin's own too) is never suspended here. Every suspension (a new reason for
 * a suspended account too) and every lifting goes into the audit trail in the same transaction.
 */
export async function setSuspension(
  db: Db,
  admin: Viewer,
  accountId: string,
  input: SuspensionInput,
): Promise<SuspensionChange> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ isAdmin: users.isAdmin, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, accountId))
      .for('update');
    if (!account) throw new AppError('NOT_FOUND');
    // Lifting stays possible for an account made an admin while suspended.
    if (input.suspended && (account.isAdmin || accountId === admin.id))
      throw new AppError('ADMIN_NOT_SUSPENDABLE');
    const record = (action: 'suspend' | 'lift_suspension', reason: string | null) =>
      recordAdminAction(tx, { action, by: admin, accountId, reason });
    if (input.suspended === (account.suspendedAt !== null)) {
      if (input.suspended) {
        // A new reason for a suspended account is kept, but the owner was told already.
        await tx.update(users).set({ suspendedReason: input.reason }).where(eq(users.id, accountId));
        await record('suspend', input.reason);
      }
      return null;
    }
    if (input.suspended) {
      await record('suspend', input.reason);
      const now = new Date();
      await tx
        .update(users)
        .set({ suspendedAt: now, suspendedReason: input.reason })
        .where(eq(users.id, accountId));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, accountId), isNull(sessions.revokedAt)));
      return { suspended: true, reason: input.reason };
    }
    await tx.update(users).set({ suspendedAt: null, suspendedReason: null }).where(eq(users.id, accountId));
    await record('lift_suspension', null);
    return { suspended: false };
  });
}
