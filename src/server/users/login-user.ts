import { eq, sql } from 'drizzle-orm';
import { AppError } from '../app-error';
import { decoyHash, verifyPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The user for these credentials; one answer for an unknown e-mail and a wrong password. */
export async function loginUser(db: Db, email: string, password: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  // Always verify a real hash, so no answer comes back faster for an unknown or disabled account.
  const usable = user?.passwordHash.startsWith('$argon2') ? user.passwordHash : await decoyHash();
  const valid = await verifyPassword(usable, password);
  if (!user || !valid || usable !== user.passwordHash) throw new AppError('INVALID_CREDENTIALS');
  return user;
}
