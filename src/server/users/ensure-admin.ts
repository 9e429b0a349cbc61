import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../shared/enums';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { takeBackAccount } from './prove-address';

/** ADMIN_EMAIL / ADMIN_PASSWORD: the account exists, is an admin and has this password. */
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
    return row;
  });
  if (!existing) {
    await db.insert(users).values({
      name: 'Thikana admin',
      email,
      passwordHash,
      isAdmin: true,
      role: ADMIN_ROLE,
      emailVerifiedAt: new Date(),
    });
  }
}

/**
 * Makes an existing user an admin; false when no account has this e-mail proven: an address nobody
 * proved may be held by someone other than its owner (its owner proves it with a password reset).
 */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ isAdmin: true, role: ADMIN_ROLE, updatedAt: new Date() })
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNotNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return promoted.length > 0;
}

/** For the demo marketplace: an admin with a random password, returned to be shown once. */
export async function createDemoAdminIfNone(db: Db): Promise<{ email: string; password: string } | null> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (admin) return null;
  const email = 'admin@thikana.local';
  const password = randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Thikana admin',
    email,
    passwordHash: await hashPassword(password),
    isAdmin: true,
    role: ADMIN_ROLE,
    emailVerifiedAt: new Date(),
  });
  return { email, password };
}
