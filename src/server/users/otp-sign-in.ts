import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language } from '../../shared/enums';
import type { otpVerifyInputSchema } from '../../shared/otp';
import { AppError } from '../app-error';
import type { UserRow } from '../auth/viewer';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { checkOtp, spendOtp } from './otp-codes';

/** What no password matches (login-user.ts verifies only argon2 hashes): an account made by phone. */
export const NO_PASSWORD = '!phone';

/** The account that signs in with this number: the one that verified it (one at most, an index says). */
export async function findUserByVerifiedPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return user;
}

/**
 * After a right code, and only then (nothing before it depends on the number having an account):
 * signed in, the number becomes the viewer's verified phone; otherwise its account signs in, or, for
 * a new number and a name, a phone-only account is made. Without a name for a new number the code
 * stays usable, so the form can ask for the name and send it again.
 */
export async function signInWithOtp(
  db: Db,
  secret: Uint8Array,
  input: z.output<typeof otpVerifyInputSchema>,
  options: { viewer: { id: string; sessionId: string } | null; language: Language },
): Promise<{ user: UserRow; created: boolean }> {
  const { phone } = input;
  const otpId = await checkOtp(db, secret, phone, input.code);
  return db.transaction(async (tx) => {
    if (options.viewer) {
      const { id: viewerId, sessionId } = options.viewer;
      // The session must still hold when the number is written: a proof of the address that ended it
      // meanwhile (prove-address.ts) must not be followed by the earlier holder's number. Locked, so
      // such a proof waits for this to commit, and then takes the number off too.
      const [session] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .for('share');
      if (!session) throw new AppError('UNAUTHORIZED');
      await spendOtp(tx, otpId);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, viewerId)));
      if (other) throw new AppError('PHONE_TAKEN');
      const [user] = await tx
        .update(users)
        .set({ phone, phoneVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, viewerId))
        .returning();
      if (!user) throw new AppError('UNAUTHORIZED');
      return { user, created: false };
    }
    const [account] = await tx
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
    if (account) {
      await spendOtp(tx, otpId);
      return { user: account, created: false };
    }
    if (!input.name) throw new AppError('VALIDATION_FAILED', undefined, { name: 'required' });
    await spendOtp(tx, otpId);
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: null,
        passwordHash: NO_PASSWORD,
        phone,
        phoneVerifiedAt: new Date(),
        language: options.language,
      })
      .returning();
    if (!user) throw new Error('user not created');
    return { user, created: true };
  });
}
