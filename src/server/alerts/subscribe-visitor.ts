import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CATEGORIES, PROPERTY_TYPES, type Category, type PropertyType } from '../../shared/enums';
import { MAX_SAVED_SEARCHES } from '../../shared/saved-search-limits';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';
import { alertLinks } from './alert-links';
import { notify, type NotificationChannel, type SearchOutline } from './channels';
import type { NewSavedSearch } from './create-saved-search';
import type { SearchColumns } from './saved-search-filters';

/** Confirmation mails one address may be sent in a day, however many people type it. */
export const CONFIRM_MAILS_PER_ADDRESS_PER_DAY = 3;

export interface VisitorSubscriptionContext {
  db: Db;
  channels: NotificationChannel[];
  publicUrl: string;
  secret: Uint8Array;
}

const held = z.object({ rows: z.array(z.object({ total: z.number(), recent: z.number() })) });

/**
 * A visitor's subscription by e-mail (double opt-in): kept unconfirmed, and the one mail it sends
 * asks the address to confirm; nothing else goes there until it does. Anyone may type a stranger's
 * address, so an address gets at most CONFIRM_MAILS_PER_ADDRESS_PER_DAY confirmation mails a day
 * and keeps at most MAX_SAVED_SEARCHES subscriptions; beyond either, nothing is kept or sent. The
 * route answers before this runs, and the same way in every case, so that the answer (and its
 * time) says nothing of the address's subscriptions. `id` is the one the answer named.
 */
export async function subscribeVisitor(
  ctx: VisitorSubscriptionContext,
  subscription: NewSavedSearch & { id: string; email: string },
): Promise<'mailed' | 'held'> {
  const { email } = subscription;
  const kept = await ctx.db.transaction(async (tx) => {
    // One address's subscriptions are counted and added one request at a time, on any instance.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-search:${email}`}))`);
    const [counts] = held.parse(
      await tx.execute(sql`
        select count(*)::int as total,
          (count(*) filter (where ${savedSearches.confirmedAt} is null
            and ${savedSearches.createdAt} > now() - interval '1 day'))::int as recent
        from ${savedSearches} where lower(${savedSearches.email}) = ${email}`),
    ).rows;
    if (
      (counts?.total ?? 0) >= MAX_SAVED_SEARCHES ||
      (counts?.recent ?? 0) >= CONFIRM_MAILS_PER_ADDRESS_PER_DAY
    )
      return false;
    await tx.insert(savedSearches).values({
      id: subscription.id,
      email,
      language: subscription.language,
      name: subscription.name,
      query: subscription.query,
      frequency: subscription.frequency,
      ...subscription.columns,
    });
    return true;
  });
  if (!kept) return 'held';

  const links = alertLinks(ctx.publicUrl, ctx.secret);
  try {
    await notify(
      ctx.channels,
      { name: null, language: subscription.language, email },
      {
        kind: 'search-confirm',
        search: searchOutline(subscription.columns),
        confirmUrl: links.confirm(subscription.id, subscription.language),
      },
    );
  } catch (error) {
    // Unconfirmable without its mail: gone, so that it does not count against the address.
    await ctx.db.delete(savedSearches).where(eq(savedSearches.id, subscription.id));
    throw error;
  }
  return 'mailed';
}

/** The filters of a search that its confirmation mail may name: the site's vocabularies and numbers. */
export function searchOutline(columns: SearchColumns): SearchOutline {
  return {
    deal: isPropertyType(columns.deal) ? columns.deal : null,
    category: isCategory(columns.category) ? columns.category : null,
    minPrice: columns.minPrice ?? null,
    maxPrice: columns.maxPrice ?? null,
    bedrooms: columns.bedrooms ?? null,
    more:
      !!columns.areaIds ||
      !!columns.cityIds ||
      (columns.areaKey ?? 0) !== 0 ||
      !!columns.keywordQuery ||
      !!columns.tenant ||
      !!columns.availableFrom ||
      !!columns.ownersOnly,
  };
}

const isPropertyType = (value: unknown): value is PropertyType =>
  (PROPERTY_TYPES as readonly unknown[]).includes(value);
const isCategory = (value: unknown): value is Category => (CATEGORIES as readonly unknown[]).includes(value);
