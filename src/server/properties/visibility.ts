import { sql, type Column, type SQL } from 'drizzle-orm';
import { properties } from '../db/schema';

/** The listings table, or an alias of it (a correlated subquery names its own copy). */
interface ListingsTable {
  userId: Column;
  status: Column;
  marketStatus: Column;
  closedAt: Column;
  expiresAt: Column;
}

/** How long a sold or rented listing stays at its URL, with its badge, before it answers 410 Gone. */
export const CLOSED_LISTING_DAYS = 30;

/**
 * Who may see a listing: everyone, when this holds; otherwise only its owner and admins. The one
 * rule for every public reader (details, lists, search, related, sitemaps, page heads, favourites,
 * reports, the poster's post count); moderation queues and owners' own lists see every status.
 *
 * A public listing is approved, not expired, and its account is not suspended (an admin's
 * suspension hides every listing of the account, and lifting it brings them back unchanged). By default it is also on the market; with
 * `closed: true` (the listing's own page, searches with `include_closed`, favourites) a listing
 * sold or rented in the last 30 days counts too, so that its link shows the badge.
 *
 * It must keep implying `status = 'approved'`, written out, not bound as a parameter: the search
 * indexes are partial (`WHERE status = 'approved'`) and the planner uses them only when it can see
 * that the query asks for nothing else. Add conditions with AND, never OR around the status.
 */
export function publiclyVisible(table: ListingsTable = properties, { closed = false } = {}): SQL {
  const open = sql`${table.status} = 'approved' and ${table.expiresAt} > now() and ${ownerNotSuspended(table)}`;
  return closed
    ? sql`${open} and (${table.marketStatus} = 'available'
        or ${table.closedAt} > now() - make_interval(days => ${sql.raw(String(CLOSED_LISTING_DAYS))}))`
    : sql`${open} and ${table.marketStatus} = 'available'`;
}

/**
 * The listing's account is not suspended (by an admin, GET/PATCH /admin/accounts/{id}). Part of
 * publiclyVisible; alone, it tells a suspended account's listing (404: it may come back) from one
 * whose time is over (410). users_suspended_idx holds the few suspended accounts, so the anti-join
 * costs next to nothing.
 */
export function ownerNotSuspended(table: Pick<ListingsTable, 'userId'> = properties): SQL {
  return sql`not exists (select 1 from users suspended
    where suspended.id = ${table.userId} and suspended.suspended_at is not null)`;
}
