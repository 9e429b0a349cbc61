import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import { API_BASE } from '../../lib/api';
import { OUTBOX_DB } from '../../lib/session/device-stores';
import { removeDraft } from './draft-db';
import { markOutbox } from './outbox-mark';
import { appendImages } from './listing-images';

// Listings published while offline (docs/offline.md, "Publishing offline"): the complete request
// (fields and the already-scaled photos) waits in IndexedDB with an Idempotency-Key made when it
// was queued, and is sent when the connection returns — on the `online` event, on the next visit,
// or when the service worker's Background Sync wakes an open page. The key makes the server create
// the listing once however often it is sent; a Web Lock keeps two tabs from sending at once.
// Sign-out deletes the database, after asking when something waits (lib/session/this-phone.ts).
const NAME = OUTBOX_DB;
const STORE = 'outbox';
const SYNC_TAG = 'thikana-outbox';

export interface QueuedListing {
  /** The Idempotency-Key, made when queued. */
  key: string;
  /** The draft it came from (draft-db.ts): dropped once the listing is sent, kept if refused. */
  draftKey: string | null;
  data: object;
  photos: Blob[];
  /** New floor plans; missing in listings queued before the form had them. */
  floorPlans?: Blob[];
  queuedAt: number;
}

/** `code` is the API's error code (apiError.* in the catalogues), so the owner reads it in their language. */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; code: string };

interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: QueuedListing };
}
type OutboxStore<Mode extends IDBTransactionMode> = IDBPObjectStore<OutboxSchema, ['outbox'], 'outbox', Mode>;

/** The database (version 1, as ever), opened for one transaction; null where IndexedDB is missing or refused. */
async function open(): Promise<IDBPDatabase<OutboxSchema> | null> {
  try {
    return await openDB<OutboxSchema>(NAME, 1, {
      upgrade: (db) => db.createObjectStore(STORE, { keyPath: 'key' }),
    });
  } catch {
    return null;
  }
}

/** What `work` gives once its transaction has committed; null if anything failed. */
async function run<Mode extends IDBTransactionMode, T>(
  mode: Mode,
  work: (store: OutboxStore<Mode>) => Promise<T>,
): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  try {
    const tx = db.transaction(STORE, mode);
    const [result] = await Promise.all([work(tx.store), tx.done]);
    return result;
  } catch {
    return null;
  } finally {
    db.close();
  }
}

/** Whether a failed send was the connection's fault (queue it) rather than the server's answer. */
export function isOffline(error: object | undefined): boolean {
  return !navigator.onLine || (error !== undefined && 'status' in error && error.status === 'FETCH_ERROR');
}

/** Keeps a listing to send later; true once stored. Asks for a Background Sync where there is one. */
export async function queueListing(listing: Omit<QueuedListing, 'key' | 'queuedAt'>): Promise<boolean> {
  // Published again from the same draft (after a reload, still offline): it replaces the waiting
  // one under the same key, so the two can never make two listings.
  const waiting = (await run('readonly', (store) => store.getAll())) ?? [];
  const same =
    listing.draftKey === null ? undefined : waiting.find((entry) => entry.draftKey === listing.draftKey);
  const entry: QueuedListing = { ...listing, key: same?.key ?? crypto.randomUUID(), queuedAt: Date.now() };
  const stored = (await run('readwrite', (store) => store.put(entry))) !== null;
  if (stored) markOutbox(true);
  if (stored && 'serviceWorker' in navigator && navigator.serviceWorker.controller) {
    void navigator.serviceWorker.ready
      .then((registration) =>
        (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(SYNC_TAG),
      )
      .catch(() => undefined); // no Background Sync here: the `online` event and the next visit send it
  }
  return stored;
}

async function send(entry: QueuedListing): Promise<SendOutcome | null> {
  const form = new FormData();
  form.set('data', JSON.stringify(entry.data));
  appendImages(form, entry);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/property/create`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'Idempotency-Key': entry.key },
    });
  } catch {
    return null; // still offline: it stays queued
  }
  // Busy or down (429, 5xx): try again on the next occasion. Refused (4xx): give it back as a draft.
  if (response.status === 429 || response.status >= 500) return null;
  if (response.ok) return { kind: 'sent' };
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return { kind: 'refused', code: typeof body?.code === 'string' ? body.code : 'unknown' };
}

/**
 * Sends every queued listing, oldest first, and removes each one the server answered. One sender at
 * a time across tabs (Web Locks; where there are none, the Idempotency-Key still keeps it to one listing).
 */
export async function sendQueued(onOutcome: (outcome: SendOutcome) => void): Promise<void> {
  const work = async () => {
    const entries = (await run('readonly', (store) => store.getAll())) ?? [];
    for (const entry of entries.sort((a, b) => a.queuedAt - b.queuedAt)) {
      const outcome = await send(entry);
      if (!outcome) return;
      await run('readwrite', (store) => store.delete(entry.key));
      if (outcome.kind === 'sent' && entry.draftKey) await removeDraft(entry.draftKey);
      onOutcome(outcome);
    }
    markOutbox(false); // every queued listing was answered
  };
  if (navigator.locks) await navigator.locks.request(NAME, { ifAvailable: true }, (lock) => lock && work());
  else await work();
}
