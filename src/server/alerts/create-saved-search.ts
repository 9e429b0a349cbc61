import { count, eq } from 'drizzle-orm';
import type { Language } from '../../shared/enums';
import type { AlertFrequency } from '../../shared/saved-search';
import { MAX_SAVED_SEARCHES } from '../../shared/saved-search-limits';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { savedSearches, users } from '../db/schema';
import { newLinkCode } from '../notices/link-code';
import type { SavedSearchRow } from './saved-search-json';
import type { SearchColumns } from './saved-search-filters';

/** A search to keep: its name, canonical query (readSavedQuery) and what it matches as columns. */
export interface NewSavedSearch {
  name: string;
  query: string;
  frequency: AlertFrequency;
  language: Language;
  columns: SearchColumns;
  /** Its alerts also go by SMS (the route has checked that the account may have them). */
  sms?: boolean;
}

/**
 * An account's saved search, confirmed at once (the account's address is its own). At most
 * MAX_SAVED_SEARCHES an account: the account's row is locked while they are counted, so two saves
 * at once cannot both take the last place. 409 SAVED_SEARCH_LIMIT beyond.
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  search: NewSavedSearch,
): Promise<SavedSearchRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= MAX_SAVED_SEARCHES) throw new AppError('SAVED_SEARCH_LIMIT');
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        language: search.language,
        name: search.name,
        query: search.query,
        frequency: search.frequency,
        confirmedAt: new Date(),
        ...search.columns,
        // Its SMS carry a short link, made with it (update-saved-search.ts makes one when switched on).
        ...(search.sms && { sms: true, linkCode: newLinkCode() }),
      })
      .returning();
    if (!row) throw new Error('saved search not written');
    return { ...row, newCount: 0 };
  });
}
