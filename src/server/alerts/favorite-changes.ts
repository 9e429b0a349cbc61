import { and, eq, gt, inArray, ne, notExists, sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { LISTING_PHOTO_KINDS } from '../../shared/listing-fields';
import { areas, favoriteNotices, favorites, photos, properties, users } from '../db/schema';
import { provenEmail } from '../db/proven-email';
import type { JobCounts, JobDefinition } from '../jobs/queue';
import { shareImageName } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { publiclyVisible } from '../properties/visibility';
import { alertListing, type ListingForAlert } from './alert-listings';
import { notify, type Notification, type NotificationChannel } from './channels';
import { FAVORITE_CHANGE_JOB } from '../properties/listing-events';

/** What ListingEvents queues: a fall in price (from `previousPrice`), or a sale or rent. */
export const favoriteChangeData = z.discriminatedUnion('event', [
  z.object({
    propertyId: z.uuid(),
    event: z.literal('price'),
    previousPrice: z.number().int().positive(),
  }),
  z.object({ propertyId: z.uuid(), event: z.literal('closed') }),
]);
export type FavoriteChange = z.infer<typeof favoriteChangeData>;

export interface FavoriteChangeContext {
  db: Db;
  storage: Storage;
  publicUrl: string;
  channels: NotificationChannel[];
}

/**
 * Tells everyone who keeps the listing among their favourites and asked for it (`favorite_alerts`)
 * that its price fell below the one they saved it at, or that it was rented or sold: in their
 * language, never its owner, once per listing and event. The event is what the listing is now
 * ('price:<price>' or 'closed'), read when the job runs, so a fall undone before it ran tells nobody.
 * Each notice is claimed by its favorite_notices row (ON CONFLICT DO NOTHING) before it goes; one
 * that fails gives its row back and the run fails, so the queue retries it for those left.
 */
export async function sendFavoriteChanges(
  ctx: FavoriteChangeContext,
  change: FavoriteChange,
  signal?: AbortSignal,
): Promise<JobCounts> {
  const counts = { watchers: 0, notified: 0, unreachable: 0, failed: 0 };
  const listing = await readListing(ctx, change);
  if (!listing) return counts;
  if (change.event === 'price' && !(listing.price < change.previousPrice)) return counts;
  if (change.event === 'closed' && listing.marketStatus === 'available') return counts;
  const event = change.event === 'price' ? `price:${listing.price}` : 'closed';
  // The row that says this user was told of this event of this listing.
  const noticeOf = (userId: SQLWrapper | string) =>
    and(
      eq(favoriteNotices.userId, userId),
      eq(favoriteNotices.propertyId, listing.id),
      eq(favoriteNotices.event, event),
    );

  const watchers = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: provenEmail,
      language: users.language,
      savedPrice: favorites.savedPrice,
    })
    .from(favorites)
    .innerJoin(users, eq(users.id, favorites.userId))
    .where(
      and(
        eq(favorites.propertyId, listing.id),
        eq(users.favoriteAlerts, true),
        ne(users.id, listing.userId),
        change.event === 'price' ? gt(favorites.savedPrice, listing.price) : undefined,
        // Those told already are left out here; the claim below settles two runs at once.
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(favoriteNotices)
            .where(noticeOf(users.id)),
        ),
      ),
    );
  counts.watchers = watchers.length;

  const favoritesUrl = `${ctx.publicUrl}/profile-post?favorite=true`;
  for (const watcher of watchers) {
    if (signal?.aborted) break;
    const claimed = await ctx.db
      .insert(favoriteNotices)
      .values({ userId: watcher.id, propertyId: listing.id, event })
      .onConflictDoNothing()
      .returning({ userId: favoriteNotices.userId });
    if (claimed.length === 0) continue;

    const notification: Notification = {
      kind: 'favorite-change',
      listing: alertListing(listing, watcher.language, ctx.publicUrl),
      change:
        change.event === 'price'
          ? // Fallen from the price they saved it at: what their favourites page shows too.
            { type: 'price', previousPrice: watcher.savedPrice ?? change.previousPrice }
          : { type: 'closed', status: listing.marketStatus === 'sold' ? 'sold' : 'rented' },
      favoritesUrl,
    };
    const recipient = { name: watcher.name, language: watcher.language, email: watcher.email };
    const giveBack = () => ctx.db.delete(favoriteNotices).where(noticeOf(watcher.id));
    try {
      if ((await notify(ctx.channels, recipient, notification)).sent.length > 0) counts.notified++;
      else {
        // Nothing was sent: the row, which says what was, goes.
        counts.unreachable++;
        await giveBack();
      }
    } catch {
      counts.failed++;
      await giveBack();
    }
  }
  if (counts.failed > 0)
    throw new Error(`favourite changes: ${counts.failed} of ${counts.watchers} notices failed`);
  // A queue stopping mid-run: a one-off job has no next slot, so the rest are left for a retry.
  if (signal?.aborted && counts.notified + counts.unreachable < counts.watchers)
    throw new Error('favourite changes: stopped before every watcher was told');
  return counts;
}

/**
 * The listing as the event finds it, public (sold or rented ones too, for a close), shaped as the
 * alerts show one (alert-listings.ts: the cover's link-preview JPEG, the area in both languages).
 */
async function readListing(ctx: FavoriteChangeContext, change: FavoriteChange) {
  const [row] = await ctx.db
    .select({
      id: properties.id,
      userId: properties.userId,
      title: properties.title,
      price: properties.price,
      rentPeriod: properties.rentTimePeriod,
      marketStatus: properties.marketStatus,
      areaEn: areas.name,
      areaBn: areas.nameBn,
      // The chosen cover, or the first photo, as the listing's pages show it.
      cover: sql<string | null>`(select ${photos.storageKey} from ${photos}
        where ${photos.propertyId} = ${properties.id} and ${inArray(photos.kind, LISTING_PHOTO_KINDS)}
        order by (${photos.id} = ${properties.coverPhotoId}) desc nulls last, ${photos.position} limit 1)`,
    })
    .from(properties)
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(
      and(
        eq(properties.id, change.propertyId),
        publiclyVisible(properties, { closed: change.event === 'closed' }),
      ),
    );
  if (!row) return undefined;
  const { areaEn, areaBn, cover, userId, marketStatus, ...rest } = row;
  const forAlert: ListingForAlert = {
    ...rest,
    areaName: { en: areaEn, bn: areaBn },
    photoUrl: cover ? new URL(ctx.storage.url(shareImageName(cover)), ctx.publicUrl).href : null,
  };
  return { ...forAlert, userId, marketStatus };
}

/** The queued job: one run per event; retried with growing delays while notices fail. */
export function favoriteChangesJob(ctx: FavoriteChangeContext): JobDefinition {
  return {
    name: FAVORITE_CHANGE_JOB,
    retryLimit: 5,
    retryDelaySeconds: 60,
    run: (data, { signal }) => sendFavoriteChanges(ctx, favoriteChangeData.parse(data), signal),
  };
}
