import { eq, sql } from 'drizzle-orm';
import type { SubscriptionState } from '../../shared/saved-search';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { savedSearches } from '../db/schema';
import { dropUnsentMatches } from './update-saved-search';

// What a mailed link does to the saved search its token names (alert-token.ts checked the token).

const state = {
  name: savedSearches.name,
  confirmedAt: savedSearches.confirmedAt,
  paused: savedSearches.paused,
};
type StateRow = { name: string; confirmedAt: Date | null; paused: boolean };

const toState = (row: StateRow | undefined): SubscriptionState => {
  // The search was deleted since the mail (by its owner, or its account went).
  if (!row) throw new AppError('SAVED_SEARCH_NOT_FOUND');
  // Until the address's owner confirms, the name is a stranger's words: the link's screen shows none.
  const confirmed = row.confirmedAt !== null;
  return { name: confirmed ? row.name : null, confirmed, paused: row.paused };
};

/** What the link's screen shows before its button is pressed: a GET changes nothing. */
export async function getSubscriptionState(db: Db, id: string): Promise<SubscriptionState> {
  const [row] = await db.select(state).from(savedSearches).where(eq(savedSearches.id, id));
  return toState(row);
}

/** Double opt-in's second step: the subscription is confirmed (once; again changes nothing). */
export async function confirmSubscription(db: Db, id: string): Promise<SubscriptionState> {
  const [row] = await db
    .update(savedSearches)
    .set({ confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, now())` })
    .where(eq(savedSearches.id, id))
    .returning(state);
  return toState(row);
}

/**
 * Unsubscribing pauses the search (the link's screen can resume it, and an account in the app) and drops
 * the matches waiting for their mail; idempotent, as RFC 8058 one-click POSTs may come twice.
 */
export async function unsubscribe(db: Db, id: string): Promise<SubscriptionState> {
  const [row] = await db
    .update(savedSearches)
    .set({ paused: true })
    .where(eq(savedSearches.id, id))
    .returning(state);
  if (row) await dropUnsentMatches(db, id);
  return toState(row);
}

/** The unsubscribe screen's "resume": the search runs again, for listings approved from now on. */
export async function resumeSubscription(db: Db, id: string): Promise<SubscriptionState> {
  const [row] = await db
    .update(savedSearches)
    .set({ paused: false })
    .where(eq(savedSearches.id, id))
    .returning(state);
  return toState(row);
}
