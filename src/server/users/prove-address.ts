import { and, eq, isNull } from 'drizzle-orm';
import type { UserRow } from '../auth/viewer';
import type { Db } from '../db/client';
import { savedSearches, sessions, users } from '../db/schema';
import type { RemovedOnProof } from './sign-up-mail';
import { maskedPhone } from '../sms/masked-phone';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The owner of the address proved it (a sign-up link, a password reset) on an account whose address
 * nobody had proved: whatever was added before, by whoever held the account then, goes — every
 * session, the phone (a verified one signs in by code), the saved searches' mails and SMS (paused).
 * Known devices go with the password, which every proof sets anew (known-device.ts binds to it).
 * Marks the address proven. Run in the transaction of the proof, over the locked row; an account
 * already proven is left alone (`null`).
 */
export async function takeBackAccount(tx: Tx, user: UserRow): Promise<RemovedOnProof | null> {
  if (user.emailVerifiedAt) return null;
  const now = new Date();
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const paused = await tx
    .update(savedSearches)
    .set({ paused: true, sms: false })
    .where(and(eq(savedSearches.userId, user.id), eq(savedSearches.paused, false)))
    .returning({ id: savedSearches.id });
  // A number only the earlier holder proved or typed is not the owner's: neither its sign-in, nor its
  // badge, nor a contact number.
  await tx
    .update(users)
    .set({ emailVerifiedAt: now, phone: null, phoneVerifiedAt: null, updatedAt: now })
    .where(eq(users.id, user.id));
  return {
    sessions: ended.length,
    phone: user.phoneVerifiedAt && user.phone ? maskedPhone(user.phone) : null,
    savedSearches: paused.length,
  };
}

/** Whether proving took anything: the owner is told only then. */
export const removedAnything = (removed: RemovedOnProof | null): removed is RemovedOnProof =>
  removed !== null && (removed.sessions > 0 || removed.phone !== null || removed.savedSearches > 0);
