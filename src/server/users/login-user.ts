import { eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error';
import { decoyHash, verifyPassword } from '../auth/password';
import type { UserRow } from '../auth/viewer';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The account of this e-mail, whatever its case, if there is one. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

/** The user when the password is theirs; one answer for an unknown e-mail and a wrong password. */
export async function loginUser(user: UserRow | undefined, password: string): Promise<UserRow> {
  // Always verify a real hash, so no answer comes back faster for an unknown or disabled account.
  const usable = user?.passwordHash.startsWith('$argon2') ? user.passwordHash : await decoyHash();
  const valid = await verifyPassword(usable, password);
  if (!user || !valid || usable !== user.passwordHash) throw new AppError('INVALID_CREDENTIALS');
  return user;
}
