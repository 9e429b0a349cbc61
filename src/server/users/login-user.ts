import { eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error';
import { decoyHash, hasPassword, verifyPassword } from '../auth/password';
import type { UserRow } from '../auth/viewer';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { findUserByVerifiedPhone } from './otp-sign-in';

/** The account of this e-mail, whatever its case, if there is one. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** The account a password sign-in names: by its e-mail, or by the mobile number it verified. */
export async function findLoginAccount(
  db: Db,
  name: { email?: string | undefined; phone?: string | null | undefined },
): Promise<UserRow | undefined> {
  if (name.email !== undefined) return findUserByEmail(db, name.email);
  return name.phone ? findUserByVerifiedPhone(db, name.phone) : undefined;
}

/** The user when the password is theirs; one answer for an unknown e-mail or number and a wrong password. */
export async function loginUser(user: UserRow | undefined, password: string): Promise<UserRow> {
  // Always verify a real hash, so no answer comes back faster for an unknown or disabled account.
  const usable = user && hasPassword(user.passwordHash) ? user.passwordHash : await decoyHash();
  const valid = await verifyPassword(usable, password);
  if (!user || !valid || usable !== user.passwordHash) throw new AppError('INVALID_CREDENTIALS');
  return user;
}
