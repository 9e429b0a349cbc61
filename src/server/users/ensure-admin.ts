import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../shared/enums';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** ADMIN_EMAIL / ADMIN_PASSWORD: the account exists, is an admin and has this password. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) {
    await db
      .update(users)
      // The operator names the address: it is proven (docs/decisions/001-pre-account-takeover.md).
      .set({
        isAdmin: true,
        role: ADMIN_ROLE,
        passwordHash,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
  } else {
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

/** Makes an existing user an admin; false when no account has this e-mail. */
export async function promoteToAdmin(db: Db, email: string): Promise<boolean> {
  const promoted = await db
    .update(users)
    .set({ isAdmin: true, role: ADMIN_ROLE, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
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
