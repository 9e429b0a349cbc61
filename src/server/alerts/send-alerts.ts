import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AlertFrequency } from '../../shared/saved-search';
import type { Db } from '../db/client';
import { savedSearches, savedSearchMatches, users } from '../db/schema';
import { provenEmail } from '../db/proven-email';
import type { JobCounts, JobDefinition, JobQueue } from '../jobs/queue';
import type { Storage } from '../media/storage';
import { alertLinks } from './alert-links';
import { alertListing, findListingsForAlert } from './alert-listings';
import { purgeAlertSms } from './alert-sms-budget';
import { CONFIRM_TOKEN_DAYS } from './alert-token';
import type { RecurringJobName } from '../config/job-schedules';
import { notify, type NotificationChannel, type Recipient } from './channels';

export const SEND_ALERTS_JOB = 'send-alerts' satisfies RecurringJobName;
export const ALERT_DIGEST_JOB = 'alert-digest' satisfies RecurringJobName;

/** Saved searches whose matches one claim takes: a run claims, mails and claims again until done. */
const SEARCHES_PER_CLAIM = 200;
/** Instant alerts queued within this many seconds are one run, which waits as long (see below). */
const COALESCE_SECONDS = 3;

export interface AlertDeliveryContext {
  db: Db;
  storage: Storage;
  publicUrl: string;
  /** The server's secret, which signs the mails' unsubscribe links. */
  secret: Uint8Array;
  channels: NotificationChannel[];
}

const claimedRows = z.object({
  rows: z.array(
    z.object({
      search_id: z.string(),
      property_id: z.string(),
      reason: z.enum(['new', 'price_drop']),
      matched_at: z.coerce.date(),
    }),
  ),
});
type Claimed = z.infer<typeof claimedRows>['rows'][number];

/**
 * Takes the matches waiting for their mail of up to SEARCHES_PER_CLAIM confirmed, running searches
 * of one frequency, all of each search's at once (one mail per search), and marks them sent before
 * any mail goes: an UPDATE … RETURNING of the matches of searches locked with SKIP LOCKED, so that
 * two instances (or a run and its retry) never take one match twice, nor split one search's matches.
 * The searches are found from the partial index of unsent matches, not by reading every search.
 */
async function claimMatches(db: Db, frequency: AlertFrequency): Promise<Claimed[]> {
  const m = savedSearchMatches;
  const s = savedSearches;
  const { rows } = claimedRows.parse(
    await db.execute(sql`
      with due as (
        -- The search itself is locked (and skipped by a run that finds it locked): two runs at
        -- once never split one search's matches between two mails.
        select ${s.id} as id from ${s}
        where ${s.id} in (select ${m.savedSearchId} from ${m} where ${m.sentAt} is null)
          and ${s.frequency} = ${frequency} and ${s.confirmedAt} is not null and not ${s.paused}
        limit ${SEARCHES_PER_CLAIM}
        for update of ${s} skip locked
      ), picked as (
        select saved_search_id, property_id from ${m}
        where saved_search_id in (select id from due) and sent_at is null
        for update
      )
      update ${m} set sent_at = now()
      from picked
      where ${m.savedSearchId} = picked.saved_search_id and ${m.propertyId} = picked.property_id
      returning ${m.savedSearchId} as search_id, ${m.propertyId} as property_id, ${m.reason} as reason,
        ${m.matchedAt} as matched_at`),
  );
  return rows;
}

/** A failed alert's matches wait again for the next run. */
async function giveBack(db: Db, searchId: string, propertyIds: string[]): Promise<void> {
  await db
    .update(savedSearchMatches)
    .set({ sentAt: null })
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, searchId),
        inArray(savedSearchMatches.propertyId, propertyIds),
      ),
    );
}

/**
 * Sends what saved searches of one frequency matched: `instant` one mail per search as matches come
 * (usually one listing), `daily` one digest per search of everything since the last. A recipient is
 * an account's current address and language, or a visitor's confirmed address and the language
 * they subscribed in; a search with `sms` on also goes by SMS to its account's verified number when
 * the SMS channel is on (ALERT_SMS), within the day's SMS budget. Matches of listings no longer
 * public (taken down, closed, expired meanwhile) are used up without a mail. An alert that no
 * channel could send gives its matches back and the run fails after the others, so the queue
 * retries it; an SMS that fails after its mail went is counted, not retried (`notify`): the mail
 * would go twice. Logs counts only.
 */
export async function deliverAlerts(
  ctx: AlertDeliveryContext,
  frequency: AlertFrequency,
  signal?: AbortSignal,
): Promise<JobCounts> {
  const counts = { mails: 0, sms: 0, smsSkipped: 0, smsFailed: 0, listings: 0, unlisted: 0, failed: 0 };
  const links = alertLinks(ctx.publicUrl, ctx.secret);
  while (!signal?.aborted && counts.failed === 0) {
    const claimed = await claimMatches(ctx.db, frequency);
    if (claimed.length === 0) break;
    const bySearch = new Map<string, Claimed[]>();
    for (const row of claimed) bySearch.set(row.search_id, [...(bySearch.get(row.search_id) ?? []), row]);
    const [searches, listings] = await Promise.all([
      ctx.db
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          query: savedSearches.query,
          email: savedSearches.email,
          language: savedSearches.language,
          sms: savedSearches.sms,
          linkCode: savedSearches.linkCode,
          userId: users.id,
          userName: users.name,
          userEmail: provenEmail,
          userLanguage: users.language,
          userPhone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
        })
        .from(savedSearches)
        .leftJoin(users, eq(users.id, savedSearches.userId))
        .where(inArray(savedSearches.id, [...bySearch.keys()])),
      findListingsForAlert(ctx.db, ctx.storage, ctx.publicUrl, [
        ...new Set(claimed.map((row) => row.property_id)),
      ]),
    ]);
    for (const search of searches) {
      const matches = (bySearch.get(search.id) ?? []).sort(
        (a, b) => b.matched_at.getTime() - a.matched_at.getTime(),
      );
      const recipient: Recipient = {
        name: search.userName,
        language: search.userLanguage ?? search.language,
        email: search.userEmail ?? search.email,
        userId: search.userId,
        // Only a number the account proved it holds, only for a search that asked for SMS.
        smsPhone: search.sms && search.phoneVerifiedAt ? search.userPhone : null,
      };
      const shown = matches.flatMap((match) => {
        const listing = listings.get(match.property_id);
        return listing ? [{ match, listing: alertListing(listing, recipient.language, ctx.publicUrl) }] : [];
      });
      counts.unlisted += matches.length - shown.length;
      if (shown.length === 0) continue;
      try {
        const delivery = await notify(ctx.channels, recipient, {
          kind: 'search-alert',
          searchName: search.name,
          listings: shown.map((item) => item.listing),
          priceDropIds: shown
            .filter((item) => item.match.reason === 'price_drop')
            .map((item) => item.listing.id),
          digest: frequency === 'daily',
          searchUrl: links.search(search.query),
          shortUrl: search.linkCode ? links.short(search.linkCode) : null,
          unsubscribeUrl: links.unsubscribe(search.id, recipient.language),
          oneClickUnsubscribeUrl: links.oneClickUnsubscribe(search.id),
        });
        if (delivery.sent.includes('email')) counts.mails++;
        if (delivery.sent.includes('sms')) counts.sms++;
        if (delivery.skipped.includes('sms')) counts.smsSkipped++;
        if (delivery.failed.includes('sms')) counts.smsFailed++;
        if (delivery.sent.length > 0) counts.listings += shown.length;
      } catch {
        counts.failed++;
        await giveBack(
          ctx.db,
          search.id,
          matches.map((match) => match.property_id),
        );
      }
    }
  }
  if (counts.failed > 0) throw new Error(`alerts: ${counts.failed} mails failed`);
  return counts;
}

/**
 * Visitors' subscriptions never confirmed within the life of their link go: they can no longer be
 * confirmed, and they count against their address's limits.
 */
export async function removeUnconfirmed(db: Db): Promise<number> {
  const removed = await db
    .delete(savedSearches)
    .where(
      sql`${savedSearches.confirmedAt} is null
        and ${savedSearches.createdAt} < now() - make_interval(days => ${sql.raw(String(CONFIRM_TOKEN_DAYS))})`,
    )
    .returning({ id: savedSearches.id });
  return removed.length;
}

/**
 * Instant alerts: queued after each match that concerns an instant search (`queueInstantAlerts`),
 * and swept every five minutes for anything a failed queueing or a failed mail left behind.
 */
export function sendAlertsJob(ctx: AlertDeliveryContext): JobDefinition {
  return {
    name: SEND_ALERTS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 5,
    retryDelaySeconds: 30,
    run: (_data, { signal }) => deliverAlerts(ctx, 'instant', signal),
  };
}

/**
 * The daily digest, at 08:00 Dhaka time (02:00 UTC), and the day's clean-up: unconfirmed
 * subscriptions, and the counts of alert SMS too old to count.
 */
export function alertDigestJob(ctx: AlertDeliveryContext): JobDefinition {
  return {
    name: ALERT_DIGEST_JOB,
    cron: '0 2 * * *',
    retryLimit: 3,
    retryDelaySeconds: 10 * 60,
    expireInSeconds: 60 * 60,
    run: async (_data, { signal }) => {
      const counts = await deliverAlerts(ctx, 'daily', signal);
      return {
        ...counts,
        unconfirmedRemoved: await removeUnconfirmed(ctx.db),
        alertSmsPurged: await purgeAlertSms(ctx.db),
      };
    },
  };
}

/**
 * The match job's `matchedInstant`: queues one run of the instant sender for a burst of matches.
 * Runs sent within one COALESCE_SECONDS slot are one job (pg-boss singleton), and that job waits
 * as long before it starts, so every match that was coalesced into it is written before it runs. A
 * queue that cannot take it is logged: the five-minute sweep sends those alerts.
 */
export function queueInstantAlerts(jobs: JobQueue, log: FastifyBaseLogger): () => Promise<void> {
  return async () => {
    try {
      await jobs.send(
        SEND_ALERTS_JOB,
        {},
        {
          singletonKey: SEND_ALERTS_JOB,
          singletonSeconds: COALESCE_SECONDS,
          startAfterSeconds: COALESCE_SECONDS,
        },
      );
    } catch (error) {
      log.warn({ err: error, job: SEND_ALERTS_JOB }, 'instant alerts not queued; the sweep will send them');
    }
  };
}
