import { and, eq } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';

/** Deletes one of the account's saved searches with its matches; anyone else's is 404. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw new AppError('SAVED_SEARCH_NOT_FOUND');
}
