import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../shared/enums';
import { recordAdminAction } from '../audit/admin-actions';
import { hashPassword } from '../auth/password';
import { isAdminUser } from '../auth/viewer';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { takeBackAccount } from './prove-address';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: the account exists, is an admin and has this password. An account made
 * an admin here goes into the audit trail as a promotion by the operator (no admin acted).
 */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const existing = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .for('update');
    if (!row) return null;
    // The operator names the address: it is proven, and an account someone else set up with it
    // unconfirmed loses what they added before it becomes an admin (docs/decisions/001-pre-account-takeover.md).
    await takeBackAccount(tx, row);
    await tx
      .update(users)
      .set({ isAdmin: true, role: ADMIN_ROLE, passwordHash, updatedAt: new Date() })
      .where(eq(users.id, row.id));
    if (!isAdminUser(row)) await recordAdminAction(tx, { action: 'make_admin', by: null, accountId: row.id });
    return row;
  });
  if (!existing) await createAdmin(db, email, passwordHash);
}

/**
 * Makes an existing user an admin (`npm run admin -- promote`), in the audit trail as a promotion by
 * the operator; false when no account has this e-mail proven: an address nobody proved may be held by
 * someone other than its owner (its owner proves it with a password reset).
 */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id, isAdmin: users.isAdmin, role: users.role })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNotNull(users.emailVerifiedAt)))
      .for('update');
    if (!row) return false;
    // An admin already: nothing changes, and the trail says nothing.
    if (isAdminUser(row)) return true;
    await tx
      .update(users)
      .set({ isAdmin: true, role: ADMIN_ROLE, updatedAt: new Date() })
      .where(eq(users.id, row.id));
    await recordAdminAction(tx, { action: 'make_admin', by: null, accountId: row.id });
    return true;
  });
}

/** For the demo marketplace: an admin with a random password, returned to be shown once. */
export async function createDemoAdminIfNone(db: Db): Promise<{ email: string; password: string } | null> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (admin) return null;
  const email = 'admin@thikana.local';
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await createAdmin(db, email, passwordHash);
  return { email, password };
}

/** A new admin account, and its promotion in the audit trail (by the operator), in one transaction. */
async function createAdmin(db: Db, email: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        name: 'Thikana admin',
        email,
        passwordHash,
        isAdmin: true,
        role: ADMIN_ROLE,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await recordAdminAction(tx, { action: 'make_admin', by: null, accountId: created!.id });
  });
}
