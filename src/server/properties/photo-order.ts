import {
  kindOf,
  LISTING_PHOTO_KINDS,
  PHOTO_KIND,
  PHOTO_KINDS,
  type PhotoKind,
} from '../../shared/listing-fields';
import type { UpdatePropertyData } from '../../shared/property-input';
import { AppError } from '../app-error';
import type { PhotoFiles } from './read-property-form';

type Kinded = { id: string; kind?: PhotoKind | null };

/**
 * Each kind's images in their new order (photoOrder, from the kind's `orderField`), held to the
 * kind's maximum: `new:<n>` is the n-th new file of that kind.
 */
export function photoOrders(
  input: UpdatePropertyData,
  current: Kinded[],
  files: PhotoFiles,
): Record<PhotoKind, string[]> {
  const orders = {} as Record<PhotoKind, string[]>;
  for (const kind of PHOTO_KINDS) {
    const { orderField, max, field, tooMany } = PHOTO_KIND[kind];
    const mine = current.filter((photo) => kindOf(photo) === kind);
    orders[kind] = photoOrder(input[orderField], mine, files[kind]?.length ?? 0, orderField);
    if (orders[kind].length > max) throw new AppError('VALIDATION_FAILED', undefined, { [field]: tooMany });
  }
  return orders;
}

/** The kept ids of `orders`, of every kind or of the kinds given. */
export function keptIds(orders: Record<PhotoKind, string[]>, kinds: readonly PhotoKind[] = PHOTO_KINDS) {
  return kinds.flatMap((kind) => orders[kind].filter((entry) => !entry.startsWith('new:')));
}

/** The new set, kind after kind, each in its order: kept ones from `current`, `new:<n>` from `added`. */
export function orderedSet<T extends Kinded>(
  orders: Record<PhotoKind, string[]>,
  current: T[],
  added: T[],
): T[] {
  const byId = new Map(current.map((photo) => [photo.id, photo]));
  return PHOTO_KINDS.flatMap((kind) => {
    const news = added.filter((photo) => kindOf(photo) === kind);
    return orders[kind].flatMap((entry) => {
      const photo = entry.startsWith('new:') ? news[Number(entry.slice(4))] : byId.get(entry);
      return photo ? [photo] : [];
    });
  });
}

/** The cover among the kinds that are the listing's photos (never a floor plan): see chooseCover. */
export function chooseListingCover<T extends Kinded>(
  requested: string | undefined,
  orders: Record<PhotoKind, string[]>,
  added: T[],
  previous: string | null,
): string | null {
  const photos = added.filter((photo) => LISTING_PHOTO_KINDS.includes(kindOf(photo)));
  return chooseCover(requested, keptIds(orders, LISTING_PHOTO_KINDS), photos, previous);
}

/** The photos in their new order: the request's, checked, or the current ones followed by the new files. */
function photoOrder(
  requested: string[] | undefined,
  current: Array<{ id: string }>,
  newFiles: number,
  field = 'photo_order',
): string[] {
  const news = Array.from({ length: newFiles }, (_, n) => `new:${n}`);
  if (!requested) return [...current.map((photo) => photo.id), ...news];
  const known = new Set([...current.map((photo) => photo.id), ...news]);
  if (requested.some((entry) => !known.has(entry)) || new Set(requested).size !== requested.length) {
    throw new AppError('VALIDATION_FAILED', undefined, { [field]: 'unknown_photo' });
  }
  // New files the order forgot to place go at the end rather than being lost.
  return [...requested, ...news.filter((entry) => !requested.includes(entry))];
}

function chooseCover(
  requested: string | undefined,
  keptIds: string[],
  added: Array<{ id: string }>,
  previous: string | null,
): string | null {
  if (requested?.startsWith('new:')) {
    const chosen = added[Number(requested.slice(4))];
    if (!chosen) throw new AppError('VALIDATION_FAILED', undefined, { cover_photo: 'unknown_photo' });
    return chosen.id;
  }
  if (requested) {
    if (!keptIds.includes(requested))
      throw new AppError('VALIDATION_FAILED', undefined, { cover_photo: 'unknown_photo' });
    return requested;
  }
  if (previous && keptIds.includes(previous)) return previous;
  return keptIds[0] ?? added[0]?.id ?? null;
}
