import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Property } from '../../shared/property';
import { ListingPhoto } from './listing-photo';
import { placeName } from './place-name';
import { Price } from './price';
import { useLanguage } from './use-language';

/** A listing in a grid: cover photo, price, title, area, category, the new badge for 30 days, and an action (the heart). */
export function PropertyCard({
  property,
  priority = false,
  action,
}: {
  property: Property;
  priority?: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { delegation, city } = property.property_address;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[4/3] bg-earth-light">
        <ListingPhoto
          photo={property.cover_photo}
          alt=""
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          // A card is a thumbnail, 270 to 490 px wide: the 640 px variant serves it, at half the bytes
          // of the 1280 px one that phones' 2× screens would pick, and a grid loads many at once.
          maxWidth={640}
          className="h-full w-full"
          priority={priority}
          placeholder={t('property.noPhoto')}
        />
        {action && <div className="absolute right-2 top-2">{action}</div>}
        <div className="absolute left-2 top-2 flex gap-1.5">
          <span className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-earth">
            {t(`propertyType.${property.property_type}`)}
          </span>
          {property.isNew && (
            <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('property.newBadge')}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Price property={property} />
        <h3 className="line-clamp-2 font-semibold leading-snug text-stone-900">
          <Link to={`/product/${property._id}`} className="after:absolute after:inset-0">
            {property.property_title}
          </Link>
        </h3>
        <p className="mt-auto text-sm text-stone-700">
          {t(`category.${property.category.name}`)} · {placeName(delegation, language)},{' '}
          {placeName(city, language)}
        </p>
      </div>
    </article>
  );
}
