import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { DRAFTS_DB } from '../../lib/session/device-stores';
import type { DraftPhoto, DraftValues } from './draft-store';

// The post form's drafts in the browser's IndexedDB, so that a reload, a closed tab, a lost
// connection or a crash does not lose them. Two stores: `drafts` holds each draft's text (written
// on every pause in typing), `photos` each new photo's and floor plan's scaled blob under [draft key, photo key]
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
  /** Missing in drafts stored before the form had a floor-plan step. */
  floorPlans?: StoredPhoto[];
}

/** What a stored draft gives back: its photos with fresh object URLs. */
export interface RestoredDraft {
  savedAt: number;
  step: number;
  values: Partial<DraftValues>;
  photos: DraftPhoto[];
  floorPlans: DraftPhoto[];
  /** Stored before the form had a floor-plan step: its step is a position among the old steps. */
  beforeFloorPlans: boolean;
}

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: StoredDraft };
  /** Under [draft key, photo key]. */
  photos: { key: [string, string]; value: Blob };
}
type DraftsTransaction<Mode extends IDBTransactionMode> = IDBPTransaction<
  DraftsSchema,
  ['drafts', 'photos'],
  Mode
>;

let database: Promise<IDBPDatabase<DraftsSchema> | null> | undefined;

/** The database, opened once (version 1, as ever); null where there is no IndexedDB or it is refused. */
function open(): Promise<IDBPDatabase<DraftsSchema> | null> {
  database ??= (async () => {
    try {
      return await openDB<DraftsSchema>(NAME, 1, {
        upgrade(db) {
          db.createObjectStore(DRAFTS);
          db.createObjectStore(PHOTOS);
        },
        // A newer version of the app in another tab, or sign-out, wants the database: let it have it.
        blocking(_current, _wanted, event) {
          (event.target as IDBDatabase).close();
          database = undefined;
        },
      });
    } catch {
      return null; // no IndexedDB at all, or refused outright
    }
  })();
  return database;
}

/** Whether drafts can be stored in this browser at all. */
export async function canStoreDrafts(): Promise<boolean> {
  return (await open()) !== null;
}

/**
 * Runs `work` in one transaction over both stores: what it gives once the transaction has
 * committed, or null if anything failed (a full disk, a refused write).
 */
async function transact<Mode extends IDBTransactionMode, T>(
  mode: Mode,
  work: (tx: DraftsTransaction<Mode>) => Promise<T>,
  { commitNow = false } = {},
): Promise<T | null> {
  const db = await open();
  if (!db) return null;
  try {
    const tx = db.transaction([DRAFTS, PHOTOS], mode);
    const result = work(tx);
    // Nothing more to come: ask for the commit now rather than when the page has gone quiet.
    if (commitNow) tx.commit();
    const [value] = await Promise.all([result, tx.done]);
    return value;
  } catch {
    return null;
  }
}

/** Every photo key of one draft: [key, anything] sorts between [key] and [key, []]. */
const photosOf = (key: string) => IDBKeyRange.bound([key], [key, []]);

export async function readDraft(key: string): Promise<RestoredDraft | null> {
  const found = await transact('readonly', (tx) =>
    Promise.all([
      tx.objectStore(DRAFTS).get(key),
      tx.objectStore(PHOTOS).getAllKeys(photosOf(key)),
      tx.objectStore(PHOTOS).getAll(photosOf(key)),
    ]),
  );
  if (!found) return null;
  const [stored, photoKeys, photoBlobs] = found;
  // In one transaction, keys and values of a range come in the same order.
  const blobs = new Map(photoKeys.map(([, photoKey], n) => [String(photoKey), photoBlobs[n]!]));
  if (!stored || typeof stored.savedAt !== 'number' || !Array.isArray(stored.photos)) return null;
  if (Date.now() - stored.savedAt > KEEP_MS) {
    await removeDraft(key);
    return null;
  }
  const restore = (list: StoredPhoto[]) =>
    list.flatMap((photo): DraftPhoto[] => {
      if (photo.kind === 'kept') return [photo];
      // A photo whose blob could not be stored (the disk was full) is missing: the rest come back.
      const blob = blobs.get(photo.key);
      return blob ? [{ key: photo.key, kind: 'new', blob, url: URL.createObjectURL(blob) }] : [];
    });
  const beforeFloorPlans = !Array.isArray(stored.floorPlans);
  return {
    savedAt: stored.savedAt,
    step: stored.step,
    values: stored.values,
    photos: restore(stored.photos),
    floorPlans: restore(stored.floorPlans ?? []),
    beforeFloorPlans,
  };
}

/**
 * Stores the draft's text and order of photos, writes the blobs of photos not stored yet and drops
 * those of photos taken out. The text goes first, in a transaction of its own that commits at once:
 * a tab being closed may get no further. True when both are stored; a photo that did not fit (a
 * full disk) is left out when the draft comes back.
 */
export async function writeDraft(
  key: string,
  draft: { step: number; values: DraftValues; photos: DraftPhoto[]; floorPlans: DraftPhoto[] },
  savedAt: number,
): Promise<boolean> {
  const toStored = (photo: DraftPhoto): StoredPhoto =>
    photo.kind === 'kept'
      ? { key: photo.key, kind: 'kept', id: photo.id, url: photo.url }
      : { key: photo.key, kind: 'new' };
  const record: StoredDraft = {
    savedAt,
    step: draft.step,
    values: draft.values,
    photos: draft.photos.map(toStored),
    floorPlans: draft.floorPlans.map(toStored),
  };
  // The floor plans' blobs share the photos' store: their keys are unique among both (photo-picker.tsx).
  const wanted = new Map(
    [...draft.photos, ...draft.floorPlans].flatMap((photo) =>
      photo.kind === 'new' ? [[photo.key, photo.blob] as const] : [],
    ),
  );
  const text = transact('readwrite', (tx) => tx.objectStore(DRAFTS).put(record, key), { commitNow: true });
  const blobs = transact('readwrite', async (tx) => {
    const photos = tx.objectStore(PHOTOS);
    const present = new Set((await photos.getAllKeys(photosOf(key))).map(([, photoKey]) => String(photoKey)));
    await Promise.all([
      ...[...wanted]
        .filter(([photoKey]) => !present.has(photoKey))
        .map(([photoKey, blob]) => photos.put(blob, [key, photoKey])),
      ...[...present]
        .filter((photoKey) => !wanted.has(photoKey))
        .map((photoKey) => photos.delete([key, photoKey])),
    ]);
  });
  const [textStored, blobsStored] = await Promise.all([text, blobs]);
  return textStored !== null && blobsStored !== null;
}

export async function removeDraft(key: string): Promise<void> {
  await transact('readwrite', (tx) =>
    Promise.all([tx.objectStore(DRAFTS).delete(key), tx.objectStore(PHOTOS).delete(photosOf(key))]),
  );
}
