import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PHOTOS } from '../../../shared/property-input';
import { localDigits } from '../../../shared/format';
import { useLanguage } from '../../components/use-language';
import { PHOTO_LIMITS, scalePhoto } from '../../lib/scale-photo';
import type { DraftPhoto } from './draft-store';

// Keys are unique across page loads too: a restored draft's photos keep theirs (draft-db.ts).
let nextKey = 0;
const newKey = () => `new-${Date.now().toString(36)}-${++nextKey}`;

/** A photo the server refused (issue 20): its key and the reason's issue code. */
export interface FailedPhoto {
  key: string;
  reason: string;
}

/** The translation keys a picker shows: its heading, hint, add button, and each image's names. */
export interface PickerTexts {
  heading: string;
  hint: string;
  add: string;
  /** Takes `n`. */
  remove: string;
  /** Takes `n`. */
  alt: string;
  tooMany: string;
}

/** The listing's photos' texts: the picker's default. */
export const PHOTO_TEXTS: PickerTexts = {
  heading: 'post.photos',
  hint: 'post.photosHint',
  add: 'post.addPhotos',
  remove: 'post.removePhoto',
  alt: 'property.showPhoto',
  tooMany: 'post.tooManyPhotos',
};

/**
 * Choose up to `max` images (12 photos by default; the first is the cover unless `cover` is false).
 * Images are scaled down on the phone first. A photo the server refused is marked, with its reason,
 * "Remove" and "Try again". The floor-plan step uses it too, with its own texts and no cover.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
  failed,
  onRetry,
  busy = false,
  max = MAX_PHOTOS,
  texts = PHOTO_TEXTS,
  cover = true,
}: {
  photos: DraftPhoto[];
  onChange: (photos: DraftPhoto[]) => void;
  error?: string | undefined;
  failed?: FailedPhoto | null;
  onRetry?: (key: string) => void;
  busy?: boolean;
  max?: number;
  texts?: PickerTexts;
  cover?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [preparing, setPreparing] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const n = (i: number) => localDigits(String(i + 1), language);

  async function add(files: FileList | null) {
    if (!files?.length) return;
    const room = max - photos.length;
    setTooMany(files.length > room);
    setPreparing(true);
    try {
      const added: DraftPhoto[] = [];
      for (const file of [...files].slice(0, Math.max(room, 0))) {
        const blob = await scalePhoto(file, PHOTO_LIMITS.listing);
        added.push({ key: newKey(), kind: 'new', blob, url: URL.createObjectURL(blob) });
      }
      onChange([...photos, ...added]);
    } finally {
      setPreparing(false);
    }
  }

  function remove(index: number) {
    const photo = photos[index];
    if (photo?.kind === 'new') URL.revokeObjectURL(photo.url);
    onChange(photos.filter((_, i) => i !== index));
  }

  function makeCover(index: number) {
    const photo = photos[index];
    if (photo) onChange([photo, ...photos.filter((_, i) => i !== index)]);
  }

  return (
    <div>
      <p className="font-semibold text-stone-800">{t(texts.heading)}</p>
      <p className="mb-3 text-sm text-stone-600">{t(texts.hint)}</p>
      <ul className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3">
        {photos.map((photo, index) =>
          photo.key === failed?.key ? (
            <FailedThumbnail
              key={photo.key}
              photo={photo}
              label={n(index)}
              reason={failed.reason}
              busy={busy}
              onRemove={() => remove(index)}
              onRetry={() => onRetry?.(photo.key)}
            />
          ) : (
            <li
              key={photo.key}
              className="relative overflow-hidden rounded-xl border border-stone-200 bg-white"
            >
              <img
                src={photo.url}
                alt={t(texts.alt, { n: n(index) })}
                className="aspect-[4/3] w-full object-cover"
              />
              {cover && index === 0 && (
                <span className="absolute left-2 top-2 rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
                  {t('post.cover')}
                </span>
              )}
              <div className="flex gap-1 p-1.5">
                {cover && index > 0 && (
                  <button
                    type="button"
                    onClick={() => makeCover(index)}
                    className="flex-1 rounded-lg bg-brand-light px-2 py-1.5 text-sm font-semibold text-brand-dark"
                  >
                    <span aria-hidden="true">★ </span>
                    <span className="sr-only">{t('post.makeCover', { n: n(index) })}</span>
                    <span aria-hidden="true">{t('post.cover')}</span>
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t(texts.remove, { n: n(index) })}
                  className="flex-1 rounded-lg bg-danger/10 px-2 py-1.5 text-sm font-semibold text-danger-dark"
                >
                  ✕
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {photos.length < max && (
        <label className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-dashed border-brand px-5 py-3 font-semibold text-brand-dark has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-earth">
          {preparing ? t('post.preparingPhotos') : t(texts.add)}
          <input
            type="file"
            multiple={max > 1}
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            onChange={(e) => {
              const input = e.target;
              void add(input.files).then(() => {
                input.value = '';
              });
            }}
          />
        </label>
      )}
      {(tooMany || error) && (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger-dark">
          {tooMany ? t(texts.tooMany) : t(`validation.${error}`, { defaultValue: t('validation.invalid') })}
        </p>
      )}
    </div>
  );
}

/** A refused photo: marked in words and by a symbol (not by colour alone), with its two ways out. */
function FailedThumbnail({
  photo,
  label,
  reason,
  busy,
  onRemove,
  onRetry,
}: {
  photo: DraftPhoto;
  label: string;
  reason: string;
  busy: boolean;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="relative overflow-hidden rounded-xl border-2 border-danger bg-white"
      data-failed-photo={label}
    >
      <img
        src={photo.url}
        alt={t('property.showPhoto', { n: label })}
        className="aspect-[4/3] w-full bg-stone-100 object-cover opacity-60"
      />
      <span className="absolute left-2 top-2 rounded-full bg-danger-dark px-2.5 py-0.5 text-xs font-semibold text-white">
        <span aria-hidden="true">⚠ </span>
        {t('photoRetry.failed')}
      </span>
      <p className="px-2 pt-1.5 text-sm font-semibold text-danger-dark">
        {t(`photoRetry.reason.${reason}`, { defaultValue: t('photoRetry.reason.not_an_image') })}
      </p>
      <div className="flex gap-1 p-1.5">
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('photoRetry.removeLabel', { n: label })}
          className="flex-1 rounded-lg bg-danger/10 px-2 py-1.5 text-sm font-semibold text-danger-dark"
        >
          {t('photoRetry.remove')}
        </button>
        <button
          type="button"
          onClick={onRetry}
          disabled={busy}
          aria-label={t('photoRetry.retryLabel', { n: label })}
          className="flex-1 rounded-lg bg-brand-light px-2 py-1.5 text-sm font-semibold text-brand-dark"
        >
          {t('photoRetry.retry')}
        </button>
      </div>
    </li>
  );
}
