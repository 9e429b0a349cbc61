import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../shared/enums';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { MailReader } from '../mail/link-mail';
import type { Mail, Mailer } from '../mail/mailer';
import { maskedPhone } from '../sms/masked-phone';
import { smsCaps, spendSms } from '../sms/sms-budget';
import type { SmsSender } from '../sms/sms-types';
import { noticeAddresses } from './notify-way';

/** Who a notice's mail is written to. */
export type NoticeOwner = MailReader;

/** One notice to a listing's owner, as a mail and as an SMS, each written in the owner's language. */
export interface OwnerNotice {
  /** What the logs call it (`listing-approved`…), never its text. */
  kind: string;
  mail: (owner: NoticeOwner) => Mail;
  /**
   * May make what the text needs first (short links), only when an SMS goes. Left out, the notice
   * goes by mail alone, to an account that has an address.
   */
  sms?: (language: Language) => string | Promise<string>;
}

export interface NoticeResult {
  sent: Array<'email' | 'sms'>;
  failed: Array<'email' | 'sms'>;
  /** The SMS the day's budget had no room for. */
  smsRefused: boolean;
}

export interface OwnerNotices {
  /** Tells the account `userId`, by the ways it has and chose (notify-way.ts); never throws. */
  send(userId: string, notice: OwnerNotice, log?: FastifyBaseLogger): Promise<NoticeResult>;
}

export interface OwnerNoticeDependencies {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  smsDailyCap: number;
  log: FastifyBaseLogger;
}

/**
 * The one way an owner is told of their listing (docs/sms.md, "Owner notices"): by e-mail when the
 * account has a confirmed address, by SMS to its verified number when it has none, by both when it
 * chose `both` (or SMS alone when it chose `sms`). An SMS spends the day's budget in the `alerts`
 * lane, which stops at its share of SMS_DAILY_CAP so that sign-in codes keep the rest; a refused SMS
 * goes by e-mail instead when the account has an address. Failures are logged (the number masked,
 * never a text) and returned: what the notice tells stands anyway and shows on /profile-post.
 */
export function createOwnerNotices(deps: OwnerNoticeDependencies): OwnerNotices {
  const caps = smsCaps(deps.smsDailyCap, 1);
  return {
    async send(userId, notice, log = deps.log) {
      const result: NoticeResult = { sent: [], failed: [], smsRefused: false };
      const [account] = await deps.db
        .select({
          name: users.name,
          language: users.language,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          phone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
          notify: users.notify,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) return result;
      const { email, phone } = noticeAddresses(account);
      let smsGone = false;
      if (phone && notice.sms) {
        if (await spendSms(deps.db, 'alerts', caps)) {
          smsGone = true;
          try {
            await deps.sms.send({ to: phone, text: await notice.sms(account.language) });
            result.sent.push('sms');
          } catch (error) {
            result.failed.push('sms');
            log.warn(
              { err: error, notice: notice.kind, to: maskedPhone(phone) },
              'owner notice SMS not sent',
            );
          }
        } else {
          result.smsRefused = true;
          log.warn({ notice: notice.kind }, 'SMS_DAILY_CAP: owner notice SMS refused for today');
        }
      }
      // An SMS that does not go (no room today, or a notice without one): an account with a proven
      // address still hears of it by mail.
      const mailTo = email ?? (phone && !smsGone && account.emailVerifiedAt ? account.email : null);
      if (mailTo) {
        try {
          await deps.mailer.send(
            notice.mail({ email: mailTo, name: account.name, language: account.language }),
          );
          result.sent.push('email');
        } catch (error) {
          result.failed.push('email');
          log.warn({ err: error, notice: notice.kind }, 'owner notice mail not sent');
        }
      }
      return result;
    },
  };
}
