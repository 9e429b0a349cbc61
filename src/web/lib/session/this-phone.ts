// What this browser keeps of a person besides the session cookie, and how sign-out clears it
// (docs/offline.md, "Signing out"): a phone is often shared, and the next person must find nothing
// of the last one. The post form's drafts (features/post/draft-db.ts) and the outbox of listings
// published offline (features/post/outbox.ts) live in IndexedDB (device-stores.ts); the service
// worker keeps what was read. Loaded only when someone signs out.
import { deleteDB, openDB } from 'idb';
import { DRAFTS_DB, OUTBOX_DB, OUTBOX_MARK } from './device-stores';

/** How many records a database's store holds; 0 when the database does not exist (it is not made). */
async function countIn(name: string, store: string): Promise<number> {
  try {
    const db = await openDB(name, undefined, {
      // No such database: opening would make an empty one. Aborting the upgrade leaves none.
      upgrade(_db, _old, _new, transaction) {
        transaction.done.catch(() => undefined);
        transaction.abort();
      },
    });
    try {
      return await db.count(store);
    } finally {
      db.close();
    }
  } catch {
    return 0; // no IndexedDB here, no such database, or an old one without that store: nothing is kept
  }
}

/** What sign-out would delete from this phone: listings waiting to be sent, and drafts. */
export async function keptOnPhone(): Promise<{ waiting: number; drafts: number }> {
  const [waiting, drafts] = await Promise.all([countIn(OUTBOX_DB, 'outbox'), countIn(DRAFTS_DB, 'drafts')]);
  return { waiting, drafts };
}

/**
 * Deletes a database. An open connection (the post form's, in another tab) is asked to close by
 * `versionchange`, which both stores answer; one that does not blocks the deletion, which the
 * browser finishes when it closes. Waits that long, or 3 s.
 */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    try {
      deleteDB(name, { blocked: () => setTimeout(resolve, 3000) }).then(resolve, () => resolve());
    } catch {
      resolve(); // no IndexedDB here: nothing is kept
    }
  });
}

/**
 * Asks the service worker to drop what was read on this phone, and waits for it (2 s at most). A page
 * the worker does not control (after a hard reload) drops the caches itself: all but the app's shell
 * (`thikana-shell-<version>`, sw.js).
 */
function forgetReading(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return dropReadCaches();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, 2000);
    worker.postMessage({ type: 'signed-out' }, [channel.port2]);
  });
}

/** Everything of this person on this phone, after the server has ended the session. */
export async function clearThisPhone(): Promise<void> {
  try {
    localStorage.removeItem(OUTBOX_MARK);
  } catch {
    // no storage: nothing was marked
  }
  await Promise.all([deleteDatabase(DRAFTS_DB), deleteDatabase(OUTBOX_DB), forgetReading()]);
}

async function dropReadCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => !name.startsWith('thikana-shell-')).map((name) => caches.delete(name)),
  );
}
