import { DRAFTS_DB } from '../../lib/session/device-stores';
import type { DraftPhoto, DraftValues } from './draft-store';

// The post form's drafts in the browser's IndexedDB, so that a reload, a closed tab, a lost
// connection or a crash does not lose them. Two stores: `drafts` holds each draft's text (written
// on every pause in typing), `photos` each new photo's scaled blob under [draft key, photo key]
// (written once, when the photo is added). Every call fails soft: where IndexedDB is missing or
// refused (some private modes, a full disk) the form goes on from memory, as before. Sign-out
// deletes the database (lib/session/this-phone.ts).
const NAME = DRAFTS_DB;
const DRAFTS = 'drafts';
const PHOTOS = 'photos';
/** A draft nobody came back to in this long is dropped when next looked at. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

type StoredPhoto = { key: string; kind: 'kept'; id: string; url: string } | { key: string; kind: 'new' };

interface StoredDraft {
  savedAt: number;
  step: number;
  values: DraftValues;
  photos: StoredPhoto[];
}

/** What a stored draft gives back: its photos with fresh object URLs. */
export interface RestoredDraft {
  savedAt: number;
  step: number;
  values: Partial<DraftValues>;
  photos: DraftPhoto[];
}

let database: Promise<IDBDatabase | null> | undefined;

function open(): Promise<IDBDatabase | null> {
  database ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      const request = indexedDB.open(NAME, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(DRAFTS);
        request.result.createObjectStore(PHOTOS);
      };
      request.onsuccess = () => {
        const db = request.result;
        // A newer version of the app in another tab wants the database: let it have it.
        db.onversionchange = () => {
          db.close();
          database = undefined;
        };
        resolve(db);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null); // no IndexedDB at all, or refused outright
    }
  });
  return database;
}

/** Whether drafts can be stored in this browser at all. */
export async function canStoreDrafts(): Promise<boolean> {
  return (await open()) !== null;
}

/** Runs `work` in one transaction; true once it has committed, false if anything failed. */
async function transact(
  mode: IDBTransactionMode,
  work: (drafts: IDBObjectStore, photos: IDBObjectStore) => void,
  { commitNow = false } = {},
): Promise<boolean> {
  const db = await open();
  if (!db) return false;
  return new Promise<boolean>((resolve) => {
    try {
      const tx = db.transaction([DRAFTS, PHOTOS], mode);
      tx.oncomplete = () => resolve(true);
      tx.onerror = (event) => {
        event.preventDefault(); // handled here: not an uncaught error of the page
        resolve(false);
      };
      tx.onabort = () => resolve(false);
      work(tx.objectStore(DRAFTS), tx.objectStore(PHOTOS));
      // Nothing more to come: ask for the commit now rather than when the page has gone quiet.
      if (commitNow) tx.commit();
    } catch {
      resolve(false);
    }
  });
}

/** Every photo key of one draft: [key, anything] sorts between [key] and [key, []]. */
const photosOf = (key: string) => IDBKeyRange.bound([key], [key, []]);

export async function readDraft(key: string): Promise<RestoredDraft | null> {
  let stored: StoredDraft | undefined;
  const blobs = new Map<string, Blob>();
  const ok = await transact('readonly', (drafts, photos) => {
    drafts.get(key).onsuccess = function () {
      stored = this.result as StoredDraft | undefined;
    };
    const cursor = photos.openCursor(photosOf(key));
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      blobs.set(String((at.key as [string, string])[1]), at.value as Blob);
      at.continue();
    };
  });
  if (!ok || !stored || typeof stored.savedAt !== 'number' || !Array.isArray(stored.photos)) return null;
  if (Date.now() - stored.savedAt > KEEP_MS) {
    await removeDraft(key);
    return null;
  }
  const photos = stored.photos.flatMap((photo): DraftPhoto[] => {
    if (photo.kind === 'kept') return [photo];
    // A photo whose blob could not be stored (the disk was full) is missing: the rest come back.
    const blob = blobs.get(photo.key);
    return blob ? [{ key: photo.key, kind: 'new', blob, url: URL.createObjectURL(blob) }] : [];
  });
  return { savedAt: stored.savedAt, step: stored.step, values: stored.values, photos };
}

/**
 * Stores the draft's text and order of photos, writes the blobs of photos not stored yet and drops
 * those of photos taken out. The text goes first, in a transaction of its own that commits at once:
 * a tab being closed may get no further. True when both are stored; a photo that did not fit (a
 * full disk) is left out when the draft comes back.
 */
export async function writeDraft(
  key: string,
  draft: { step: number; values: DraftValues; photos: DraftPhoto[] },
  savedAt: number,
): Promise<boolean> {
  const record: StoredDraft = {
    savedAt,
    step: draft.step,
    values: draft.values,
    photos: draft.photos.map((photo) =>
      photo.kind === 'kept'
        ? { key: photo.key, kind: 'kept', id: photo.id, url: photo.url }
        : { key: photo.key, kind: 'new' },
    ),
  };
  const wanted = new Map(
    draft.photos.flatMap((photo) => (photo.kind === 'new' ? [[photo.key, photo.blob] as const] : [])),
  );
  const text = transact('readwrite', (drafts) => drafts.put(record, key), { commitNow: true });
  const blobs = transact('readwrite', (_drafts, photos) => {
    const keys = photos.getAllKeys(photosOf(key));
    keys.onsuccess = () => {
      const present = new Set(keys.result.map((stored) => String((stored as [string, string])[1])));
      for (const [photoKey, blob] of wanted) if (!present.has(photoKey)) photos.put(blob, [key, photoKey]);
      for (const photoKey of present) if (!wanted.has(photoKey)) photos.delete([key, photoKey]);
    };
  });
  const [textStored, blobsStored] = await Promise.all([text, blobs]);
  return textStored && blobsStored;
}

export async function removeDraft(key: string): Promise<void> {
  await transact('readwrite', (drafts, photos) => {
    drafts.delete(key);
    photos.delete(photosOf(key));
  });
}
