import { sql, type Column, type SQL } from 'drizzle-orm';
import { properties } from '../db/schema';

/** The listings table, or an alias of it (a correlated subquery names its own copy). */
interface ListingsTable {
  status: Column;
}

/**
 * Who may see a listing: everyone, when this holds; otherwise only its owner and admins. The one
 * rule for every public reader (details, lists, search, related, sitemaps, page heads, favourites,
 * reports, the poster's post count); moderation queues and owners' own lists see every status.
 *
 * It must keep implying `status = 'approved'`, written out, not bound as a parameter: the search
 * indexes are partial (`WHERE status = 'approved'`) and the planner uses them only when it can see
 * that the query asks for nothing else. Add conditions with AND (expiry, sold listings), never OR.
 */
export function publiclyVisible(table: ListingsTable = properties): SQL {
  return sql`${table.status} = 'approved'`;
}
