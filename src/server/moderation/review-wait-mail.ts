import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { ADMIN_ROLE, type Language } from '../../shared/enums';
import { localDigits } from '../../shared/format';
import { formatDate } from '../../shared/format-date';
import type { RecurringJobName } from '../config/job-schedules';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { JobDefinition } from '../jobs/queue';
import { greetedLinkMail, type MailReader } from '../mail/link-mail';
import type { Mail, Mailer } from '../mail/mailer';
import { reviewQueueState, type ReviewQueueState } from '../properties/review-queue';

/** The daily mail to an admin, in their language: how many listings wait, how many too long, since when. */
export function reviewWaitMail(
  admin: MailReader,
  state: ReviewQueueState & { oldestSince: Date },
  waitHours: number,
  dashboardUrl: string,
): Mail {
  const n = (value: number, language: Language) => localDigits(String(value), language);
  const since = (language: Language) => formatDate(state.oldestSince, language, 'dateTime');
  const { waiting, overdue } = state;
  return greetedLinkMail(admin, dashboardUrl, {
    bn: {
      subject: `ঠিকানা: ${n(waiting, 'bn')}টি বিজ্ঞাপন পর্যালোচনার অপেক্ষায়`,
      body:
        `${n(waiting, 'bn')}টি বিজ্ঞাপন পর্যালোচনার অপেক্ষায় আছে; ` +
        `তার মধ্যে ${n(overdue, 'bn')}টি ${n(waitHours, 'bn')} ঘণ্টার বেশি সময় ধরে।\n\n` +
        `সবচেয়ে পুরোনোটি ${since('bn')} থেকে অপেক্ষা করছে। মালিকেরা উত্তরের অপেক্ষায় আছেন।`,
      action: 'পর্যালোচনার তালিকা খুলুন',
    },
    en: {
      subject: `Thikana: ${waiting} ${waiting === 1 ? 'listing waits' : 'listings wait'} for review`,
      body:
        `${waiting} ${waiting === 1 ? 'listing waits' : 'listings wait'} for review; ` +
        `${overdue} of them for more than ${waitHours} hours.\n\n` +
        `The oldest has waited since ${since('en')}. Their owners are waiting for an answer.`,
      action: 'Open the review queue',
    },
  });
}

export interface ReviewWaitMailContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  waitHours: number;
}

/**
 * Every morning in Rajshahi (09:00, 03:00 UTC), each admin with an e-mail address and an account in
 * good standing is told how many listings wait for review: nothing when none waits. Not retried: a
 * retry after some mails went would send those admins a second one.
 */
export function reviewWaitMailJob(ctx: ReviewWaitMailContext): JobDefinition {
  return {
    name: 'review-wait-mail' satisfies RecurringJobName,
    cron: '0 3 * * *',
    retryLimit: 0,
    run: async () => {
      const state = await reviewQueueState(ctx.db, ctx.waitHours);
      const { waiting, overdue, oldestSince } = state;
      if (waiting === 0 || oldestSince === null) return { waiting, overdue, mailed: 0 };
      const admins = await ctx.db
        .select({ email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(
          and(
            eq(users.isAdmin, true),
            eq(users.role, ADMIN_ROLE),
            isNotNull(users.email),
            isNull(users.suspendedAt),
          ),
        );
      let mailed = 0;
      for (const admin of admins) {
        const reader = { email: admin.email!, name: admin.name, language: admin.language };
        await ctx.mailer.send(
          reviewWaitMail(reader, { ...state, oldestSince }, ctx.waitHours, `${ctx.publicUrl}/dashboard`),
        );
        mailed += 1;
      }
      return { waiting, overdue, mailed };
    },
  };
}
