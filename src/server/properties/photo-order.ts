import { AppError } from '../app-error';

/** The photos in their new order: the request's, checked, or the current ones followed by the new files. */
export function photoOrder(
  requested: string[] | undefined,
  current: Array<{ id: string }>,
  newFiles: number,
): string[] {
  const news = Array.from({ length: newFiles }, (_, n) => `new:${n}`);
  if (!requested) return [...current.map((photo) => photo.id), ...news];
  const known = new Set([...current.map((photo) => photo.id), ...news]);
  if (requested.some((entry) => !known.has(entry)) || new Set(requested).size !== requested.length) {
    throw new AppError('VALIDATION_FAILED', undefined, { photo_order: 'unknown_photo' });
  }
  // New files the order forgot to place go at the end rather than being lost.
  return [...requested, ...news.filter((entry) => !requested.includes(entry))];
}

export function chooseCover(
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
