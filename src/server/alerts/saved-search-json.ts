import { sql } from 'drizzle-orm';
import type { SavedSearch } from '../../shared/saved-search';
import { properties, savedSearches } from '../db/schema';
import { publiclyVisible } from '../properties/visibility';

const s = savedSearches;

/**
 * What a saved search's owner reads of it, "new since your last visit" included: its matches of
 * listings still public, matched after it was last opened. A correlated count on the matches' key
 * (search, listing), so a list costs one query whatever its length. Its names are written out:
 * Drizzle leaves the columns of the selected table unqualified in a select list, which a subquery
 * would read as its own.
 */
export const savedSearchColumns = {
  id: s.id,
  name: s.name,
  query: s.query,
  frequency: s.frequency,
  paused: s.paused,
  sms: s.sms,
  confirmedAt: s.confirmedAt,
  createdAt: s.createdAt,
  newCount: sql<number>`(select count(*)::int from saved_search_matches m
    join properties on properties.id = m.property_id
    where m.saved_search_id = saved_searches.id and m.matched_at > saved_searches.seen_at
      and ${publiclyVisible(properties)})`,
};

export interface SavedSearchRow {
  id: string;
  name: string;
  query: string;
  frequency: SavedSearch['frequency'];
  paused: boolean;
  sms: boolean;
  confirmedAt: Date | null;
  createdAt: Date;
  newCount: number;
}

export const toSavedSearchJson = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  paused: row.paused,
  confirmed: row.confirmedAt !== null,
  new_count: Number(row.newCount),
  sms: row.sms,
  created_at: row.createdAt.toISOString(),
});
