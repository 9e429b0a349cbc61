import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '../../shared/password-reset';
import { personalPasswordIssue } from '../../shared/password-rules';
import { AppError } from '../app-error';
import { hashPassword, isCommonPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/sessions';
import { hashToken } from '../auth/token-hash';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from './password-reset-mail';
import type { UserRow } from '../auth/viewer';
import type { RemovedOnProof } from './sign-up-mail';
import { RESET_MAILS } from './attempt-limits';
import { takeBackAccount } from './prove-address';

const RESET_MS = RESET_LINK_MINUTES * 60 * 1000;

/**
 * Mails a single-use link valid for 30 minutes, and leaves the links mailed before it working. Asked
 * for from a browser that is not a known device of the account (`limit` 'account'), no link goes
 * while one mailed less than RESET_MAILS.cooldownMinutes ago lives, nor beyond RESET_MAILS.perDay
 * (then the newest link mailed is kept alive instead): the links in the database are the record, and racing requests for one account take turns. Run
 * after the answer has gone (routes.ts): its time must not tell whether the account exists.
 */
export async function mailPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  user: UserRow,
  limit: 'device' | 'account',
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const created = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    if (limit === 'account') {
      const [mailed] = await tx
        .select({
          today: sql<number>`count(*)::int`,
          lately: sql<number>`count(*) filter (where ${passwordResets.createdAt} > now() - make_interval(mins => ${RESET_MAILS.cooldownMinutes}))::int`,
        })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, user.id),
            sql`${passwordResets.createdAt} > now() - interval '1 day'`,
          ),
        );
      if (mailed && mailed.today >= RESET_MAILS.perDay) {
        // Beyond the day's mails nothing new is sent, but the newest link in the inbox is kept
        // working: strangers spending the day's mails cannot leave the owner without a way back in.
        await tx
          .update(passwordResets)
          .set({ expiresAt: new Date(Date.now() + RESET_MS) })
          .where(
            eq(
              passwordResets.id,
              sql`(select ${passwordResets.id} from ${passwordResets} where ${passwordResets.userId} = ${user.id} and ${passwordResets.usedAt} is null order by ${passwordResets.createdAt} desc limit 1)`,
            ),
          );
        return false;
      }
      if (mailed && mailed.lately > 0) return false;
    }
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_MS) });
    return true;
  });
  if (!created || !user.email) return;
  await mailer.send(
    passwordResetMail(user.email, user.name, `${publicUrl}/password/reset/${token}`, user.language),
  );
}

/**
 * Uses the token once: sets the new password, spends every open link of the user, ends every session.
 * The link proves the address: on an account whose address nobody had proved, what its earlier holder
 * added goes too (`removed`, prove-address.ts).
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
): Promise<{ user: UserRow; removed: RemovedOnProof | null }> {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION_FAILED', undefined, { password: 'password_common' });
  const passwordHash = await hashPassword(password);
  const { user, removed } = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new AppError('RESET_TOKEN_INVALID');
    // The account is known only now: refusing rolls the spending back, and the link keeps working.
    const [owner] = await tx.select().from(users).where(eq(users.id, spent.userId)).for('update');
    if (!owner) throw new AppError('RESET_TOKEN_INVALID');
    const personal = personalPasswordIssue(password, { email: owner.email ?? '', phone: owner.phone });
    if (personal) throw new AppError('VALIDATION_FAILED', undefined, { password: personal });
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    const removed = await takeBackAccount(tx, owner);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, owner.id))
      .returning();
    if (!updated) throw new AppError('RESET_TOKEN_INVALID');
    return { user: updated, removed };
  });
  await revokeOtherSessions(db, user.id, null);
  return { user, removed };
}
