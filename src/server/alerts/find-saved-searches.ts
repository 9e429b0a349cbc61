import { desc, eq } from 'drizzle-orm';
import type { SavedSearch } from '../../shared/saved-search';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';
import { savedSearchColumns, toSavedSearchJson } from './saved-search-json';

/** An account's saved searches, newest first, each with its count of new public matches: one query. */
export async function findSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearchJson);
}
