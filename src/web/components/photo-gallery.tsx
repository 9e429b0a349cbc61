import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../shared/format';
import { GALLERY_PHOTO_SIZES } from '../../shared/photo-sizes';
import type { Photo } from '../../shared/property';
import { ListingPhoto } from './listing-photo';
import { useLanguage } from './use-language';

// How far one click moves the thumbnail strip.
const THUMBNAIL_STEP_PX = 104;
const OVER_PHOTO = 'absolute top-1/2 -translate-y-1/2 bg-white/90 p-2 text-stone-900 shadow hover:bg-white';
const BESIDE_STRIP = 'shrink-0 border border-stone-300 bg-white p-1.5 text-stone-800 hover:bg-stone-100';

/**
 * The large photo with previous and next buttons that wrap around, and a strip of thumbnails with
 * its own scroll buttons.
 */
export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[index] ?? null;
  const n = (i: number) => localDigits(String(i + 1), language);
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const strip = useRef<HTMLUListElement>(null);
  const scrollStrip = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * THUMBNAIL_STEP_PX, behavior: 'smooth' });

  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl bg-earth-light">
        <ListingPhoto
          photo={current}
          alt={t('property.photoAlt', { title, n: n(index) })}
          sizes={GALLERY_PHOTO_SIZES}
          className="aspect-[4/3] w-full"
          priority
          placeholder={t('property.noPhoto')}
        />
        {count > 1 && (
          <>
            <ArrowButton
              label={t('property.previousPhoto')}
              side="left"
              onClick={() => step(-1)}
              className={`${OVER_PHOTO} left-2`}
            />
            <ArrowButton
              label={t('property.nextPhoto')}
              side="right"
              onClick={() => step(1)}
              className={`${OVER_PHOTO} right-2`}
            />
            <p
              className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2.5 py-0.5 text-sm text-white"
              aria-live="polite"
            >
              {t('property.photoCount', { n: n(index), total: n(count - 1) })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="mt-2 flex items-center gap-1">
          <ArrowButton
            label={t('property.scrollThumbnailsBack')}
            side="left"
            onClick={() => scrollStrip(-1)}
            className={BESIDE_STRIP}
          />
          <ul ref={strip} className="flex flex-1 gap-2 overflow-x-auto pb-1">
            {photos.map((photo, i) => (
              <li key={photo.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t('property.showPhoto', { n: n(i) })}
                  aria-current={i === index}
                  className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand' : 'border-transparent opacity-80'}`}
                >
                  <ListingPhoto
                    photo={photo}
                    alt=""
                    sizes="96px"
                    className="h-16 w-24"
                    placeholder={t('property.noPhoto')}
                  />
                </button>
              </li>
            ))}
          </ul>
          <ArrowButton
            label={t('property.scrollThumbnailsOn')}
            side="right"
            onClick={() => scrollStrip(1)}
            className={BESIDE_STRIP}
          />
        </div>
      )}
    </div>
  );
}

/** The widest variant of a photo (the last of its srcset), for opening it large. */
function largest(photo: Photo): string {
  return photo.srcset.split(/,\s+/).at(-1)?.split(/\s/)[0] || photo.url;
}

/**
 * A listing's floor plans, under its description (issue 30): each drawn whole, and a link that opens it
 * large (the widest variant, which a phone can zoom). Nothing when the listing has none, or when it
 * is a copy kept offline (docs/offline.md) from before listings had floor plans.
 */
export function FloorPlans({ plans = [], title }: { plans: Photo[] | undefined; title: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (plans.length === 0) return null;
  const n = (i: number) => localDigits(String(i + 1), language);
  return (
    <section aria-labelledby="floor-plans-title">
      <h2 id="floor-plans-title" className="text-lg font-semibold text-stone-900">
        {t('property.floorPlans')}
      </h2>
      <p className="mb-2 text-sm text-stone-600">{t('property.floorPlanHint')}</p>
      <ul className="grid grid-cols-2 gap-2">
        {plans.map((plan, i) => (
          <li key={plan.id}>
            <a
              href={largest(plan)}
              target="_blank"
              rel="noopener"
              aria-label={t('property.openFloorPlan', { n: n(i) })}
              className="block overflow-hidden rounded-xl border border-stone-200 bg-white hover:border-brand"
            >
              <img
                src={plan.url}
                srcSet={plan.srcset}
                sizes="(min-width: 1024px) 320px, 50vw"
                alt={t('property.floorPlanAlt', { title, n: n(i) })}
                width={plan.width || undefined}
                height={plan.height || undefined}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-contain"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A round previous / next button; `className` places it (over the photo, or beside the strip). */
function ArrowButton({
  label,
  side,
  onClick,
  className,
}: {
  label: string;
  side: 'left' | 'right';
  onClick: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`needs-app rounded-full ${className}`}
    >
      <Chevron side={side} />
    </button>
  );
}

function Chevron({ side }: { side: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
      <path
        fill="currentColor"
        d={
          side === 'left'
            ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z'
            : 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z'
        }
      />
    </svg>
  );
}
