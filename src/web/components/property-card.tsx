import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, localDigits } from '../../shared/format';
import type { TFunction } from 'i18next';
import type { Language } from '../../shared/enums';
import type { Property } from '../../shared/property';
import { ListingPhoto } from './listing-photo';
import { placeName } from './place-name';
import { Price } from './price';
import { PriceDrop } from './price-drop';
import { useLanguage } from './use-language';
import { MarketBadge } from './market-badge';
import { AgentBadge } from './agent-badge';
import { OwnerVerified } from './owner-verified';
import { PhoneVerified } from './phone-verified';

/**
 * A listing in a list: cover photo, price (and, in the favourites, its fall since it was saved), title,
 * area, category, key facts, the new and sold/rented badges, an agent's label, and an action (the heart). On phones a compact row, thumbnail left, so four or five fit on a screen;
 * from `sm` up a card in the grid.
 */
export function PropertyCard({
  property,
  priority = false,
  action,
  note,
}: {
  property: Property;
  priority?: boolean;
  action?: ReactNode;
  note?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { delegation, city } = property.property_address;
  const facts = keyFacts(property, t, language);
  return (
    <article className="group relative flex overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md sm:flex-col">
      <div className="relative min-h-24 w-24 shrink-0 bg-earth-light sm:aspect-[4/3] sm:w-auto">
        <ListingPhoto
          photo={property.cover_photo}
          alt=""
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 6rem"
          // A card is a thumbnail, 96 to 490 px wide: the 640 px variant serves it, at half the bytes
          // of the 1280 px one that phones' 2× screens would pick, and a grid loads many at once.
          maxWidth={640}
          className="absolute inset-0 h-full w-full"
          priority={priority}
          placeholder={t('property.noPhoto')}
        />
        <div className="absolute left-1.5 top-1.5 flex flex-wrap gap-1 sm:left-2 sm:top-2 sm:gap-1.5">
          <span className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-earth sm:px-2.5">
            {t(`propertyType.${property.property_type}`)}
          </span>
          {property.isNew && (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white sm:px-2.5">
              {t('property.newBadge')}
            </span>
          )}
          <MarketBadge property={property} className="px-2 py-0.5 text-xs sm:px-2.5" />
        </div>
      </div>
      {action && <div className="absolute right-1.5 top-1.5 sm:right-2 sm:top-2">{action}</div>}
      <div className="flex min-w-0 flex-1 flex-col p-2 sm:gap-1 sm:p-3">
        {/* Room for the heart, which on phones sits at the row's top right. */}
        <div className="pr-10 sm:pr-0">
          <Price property={property} />
          <PriceDrop property={property} />
        </div>
        <h3 className="line-clamp-1 text-sm font-semibold leading-snug text-stone-900 sm:line-clamp-2 sm:text-base">
          <Link to={`/product/${property._id}`} className="after:absolute after:inset-0">
            {property.property_title}
          </Link>
        </h3>
        <p className="mt-auto truncate text-sm text-stone-700 sm:whitespace-normal">
          {t(`category.${property.category.name}`)} · {placeName(delegation, language)},{' '}
          {placeName(city, language)}
        </p>
        {facts.length > 0 && <p className="truncate text-sm text-stone-600">{facts.join(' · ')}</p>}
        {note}
        {property.contact_verified && <PhoneVerified className="text-xs sm:text-sm" />}
        <OwnerVerified property={property} dateStyle="month" className="text-xs sm:text-sm" />
        <AgentBadge property={property} className="mt-0.5 px-2 py-0.5 text-xs" />
      </div>
    </article>
  );
}

/** Bedrooms, bathrooms and size, in short, where the owner gave them. */
function keyFacts(property: Property, t: TFunction, language: Language) {
  const facts: string[] = [];
  const digits = (n: number) => localDigits(String(n), language);
  if (property.bedrooms !== null)
    facts.push(t('property.bedsShort', { count: property.bedrooms, n: digits(property.bedrooms) }));
  if (property.bathrooms !== null)
    facts.push(t('property.bathsShort', { count: property.bathrooms, n: digits(property.bathrooms) }));
  if (property.size) {
    const { value, unit } = property.size;
    facts.push(`${unit === 'sqft' ? formatAmount(value, language) : digits(value)} ${t(`sizeUnit.${unit}`)}`);
  }
  return facts;
}
