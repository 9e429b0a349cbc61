import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { provenEmailOf } from '../db/proven-email';
import { users } from '../db/schema';
import { smsCaps, spendSms } from '../sms/sms-budget';
import { callRequestMail, callRequestSms, type CallRequestNotice } from './call-request-notice';

/**
 * Tells a listing's owner of a call-back request at once, in the account's language: by e-mail to a
 * proven address, else by SMS to the verified number, from the day's `alerts` lane of SMS_DAILY_CAP
 * (sign-in codes keep the rest). Refused by the budget, the SMS is skipped: the request waits in the
 * owner's list on /profile-post all the same.
 *
 * MERGE NOTE (issue 31): this is the one place that picks the channel. When the general "owner
 * notice" channel (the account's `notify` setting: sms, email or both) lands, replace the body with
 * a call to it, passing these two texts.
 */
export async function notifyOwnerOfCallRequest(
  app: FastifyInstance,
  db: Db,
  ownerId: string,
  notice: CallRequestNotice,
): Promise<'email' | 'sms' | 'none'> {
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId));
  if (!owner) return 'none';
  const email = provenEmailOf(owner);
  if (email) {
    await app.mailer.send(callRequestMail(email, notice, owner.language));
    return 'email';
  }
  if (!owner.phone || !owner.phoneVerifiedAt) return 'none';
  if (!(await spendSms(db, 'alerts', smsCaps(app.config.smsDailyCap, 1)))) {
    app.log.warn('SMS budget for notices spent today: call-back request not sent by SMS');
    return 'none';
  }
  await app.sms.send({ to: owner.phone, text: callRequestSms(notice, owner.language) });
  return 'sms';
}
