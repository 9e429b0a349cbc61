import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SavedSearch, SavedSearchPatch } from '../../shared/saved-search';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { savedSearches, savedSearchMatches } from '../db/schema';
import { newLinkCode } from '../notices/link-code';
import { savedSearchColumns, toSavedSearchJson } from './saved-search-json';
import { oneLine } from './search-name';

type Patch = Omit<SavedSearchPatch, 'frequency'> & { frequency?: SavedSearch['frequency'] };

/**
 * Renames, changes how often, pauses or resumes one of the account's saved searches, marks it
 * opened now (`seen`: its "new" count starts again), or switches its SMS on or off (the route has
 * checked that the account may have them). Someone else's search, like one that does not
 * exist, is 404 SAVED_SEARCH_NOT_FOUND: whether an id exists is nobody else's business.
 */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  patch: Patch,
): Promise<SavedSearch> {
  const changes = {
    ...(patch.name !== undefined && { name: oneLine(patch.name) }),
    ...(patch.frequency !== undefined && { frequency: patch.frequency }),
    ...(patch.paused !== undefined && { paused: patch.paused }),
    ...(patch.seen && { seenAt: sql`now()` }),
    ...(patch.sms !== undefined && { sms: patch.sms }),
    // Its SMS carry a short link, made once and kept: a link in an old SMS keeps working.
    ...(patch.sms && { linkCode: sql`coalesce(${savedSearches.linkCode}, ${newLinkCode()})` }),
  };
  const mine = and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));
  const [updated] = await db
    .update(savedSearches)
    .set(changes)
    .where(mine)
    .returning({ id: savedSearches.id });
  if (!updated) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  if (patch.paused) await dropUnsentMatches(db, id);
  const [row] = await db.select(savedSearchColumns).from(savedSearches).where(mine);
  if (!row) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  return toSavedSearchJson(row);
}

/**
 * A paused search's matches waiting for their mail are dropped from the post (marked sent): resumed
 * later, it tells of listings from then on, not of a backlog from while it was paused. The app's
 * "new" count reads matched_at, so they still count there.
 */
export async function dropUnsentMatches(db: Db, savedSearchId: string): Promise<void> {
  await db
    .update(savedSearchMatches)
    .set({ sentAt: sql`now()` })
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), isNull(savedSearchMatches.sentAt)));
}
