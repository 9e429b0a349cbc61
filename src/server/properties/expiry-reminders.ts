import { and, eq, gt, lte } from 'drizzle-orm';
import { ownerNotSuspended } from './visibility';
import type { Db } from '../db/client';
import { expiryReminders, properties, users } from '../db/schema';
import { expiryReminderMail } from './expiry-reminder-mail';
import { expiryReminderSms } from './expiry-reminder-sms';
import { listingShortLink, purgeListingShortLinks } from '../notices/listing-short-link';
import type { OwnerNotices } from '../notices/owner-notice';
import { signListingToken } from './listing-token';
import type { RecurringJobName } from '../config/job-schedules';
import type { JobCounts, JobDefinition } from '../jobs/queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before a listing's expiry its owner is reminded, in days, the nearest last. */
export const REMINDER_DAYS = [7, 1] as const;

export interface ExpiryReminderContext {
  db: Db;
  notices: OwnerNotices;
  publicUrl: string;
  /** The server's secret, which signs the mails' links. */
  secret: Uint8Array;
}

/**
 * Tells the owner of every public listing (approved, on the market) that expires within 7 days, and
 * again within 1 day, by e-mail or SMS (notices/owner-notice.ts): once per listing, expiry and lead
 * time, whoever runs it and however often. A reminder is claimed by its row in expiry_reminders (ON
 * CONFLICT DO NOTHING) before it goes; one that reached nobody (failed, or its SMS over the day's
 * budget) gives its row back, so a later run tries again. A listing first seen within a day of its
 * expiry gets the one-day reminder only. `now` is a parameter so that tests can move time.
 */
export async function sendExpiryReminders(
  ctx: ExpiryReminderContext,
  now: Date,
  signal?: AbortSignal,
): Promise<JobCounts> {
  const horizon = new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS);
  const due = await ctx.db
    .select({
      id: properties.id,
      title: properties.title,
      propertyType: properties.propertyType,
      expiresAt: properties.expiresAt,
      ownerId: users.id,
      language: users.language,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(
      and(
        eq(properties.status, 'approved'),
        eq(properties.marketStatus, 'available'),
        gt(properties.expiresAt, now),
        lte(properties.expiresAt, horizon),
        // A suspended account's listings are off the site: nothing to renew, no SMS to spend.
        ownerNotSuspended(),
      ),
    );

  const counts = { due: due.length, sent: 0, failed: 0, refused: 0 };
  for (const listing of due) {
    if (signal?.aborted) break;
    const expiresAt = listing.expiresAt!;
    const left = expiresAt.getTime() - now.getTime();
    const daysBefore = [...REMINDER_DAYS].reverse().find((days) => left <= days * DAY_MS)!;
    const claimed = await ctx.db
      .insert(expiryReminders)
      .values({ propertyId: listing.id, expiresAt, daysBefore })
      .onConflictDoNothing()
      .returning({ propertyId: expiryReminders.propertyId });
    if (claimed.length === 0) continue;

    const link = (purpose: 'renew' | 'close') => {
      const token = signListingToken(ctx.secret, { purpose, propertyId: listing.id, expiresAt }, now);
      // The screen names the deal on its button (rented or sold) before anything is asked of the API.
      const query = new URLSearchParams({
        id: listing.id,
        do: purpose,
        deal: listing.propertyType,
        lang: listing.language,
        token,
      });
      return `${ctx.publicUrl}/listing-link?${query.toString()}`;
    };
    const reminder = { title: listing.title, propertyType: listing.propertyType, expiresAt, daysBefore };
    const result = await ctx.notices.send(listing.ownerId, {
      kind: `expiry-${daysBefore}`,
      mail: (owner) =>
        expiryReminderMail(owner, { ...reminder, renewLink: link('renew'), closeLink: link('close') }),
      // An SMS has room for short links only: each stands for the long one (listing-short-link.ts).
      sms: async (language) => {
        const short = (purpose: 'renew' | 'close') =>
          listingShortLink(ctx.db, ctx.publicUrl, listing.id, link(purpose).slice(ctx.publicUrl.length));
        return expiryReminderSms(language, reminder, {
          renew: await short('renew'),
          close: await short('close'),
        });
      },
    });
    if (result.sent.length > 0) counts.sent++;
    // An account with no way to reach (an address nobody proved) keeps its claim: nothing to retry.
    else if (result.failed.length > 0 || result.smsRefused) {
      if (result.failed.length > 0) counts.failed++;
      else counts.refused++;
      await ctx.db
        .delete(expiryReminders)
        .where(
          and(
            eq(expiryReminders.propertyId, listing.id),
            eq(expiryReminders.expiresAt, expiresAt),
            eq(expiryReminders.daysBefore, daysBefore),
          ),
        );
    }
  }
  await purgeListingShortLinks(ctx.db, now);
  // A run where reminders failed fails, so the queue retries it (with backoff) for the ones left; one
  // whose SMS had no room today waits for the next hourly run.
  if (counts.failed > 0) throw new Error(`expiry reminders: ${counts.failed} of ${counts.due} failed`);
  return counts;
}

/** The hourly job: reminders are due within the hour they fall in, whichever instance runs it. */
export function expiryRemindersJob(ctx: ExpiryReminderContext): JobDefinition {
  return {
    name: 'expiry-reminders' satisfies RecurringJobName,
    cron: '7 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 5 * 60,
    run: (_data, { signal }) => sendExpiryReminders(ctx, new Date(), signal),
  };
}
