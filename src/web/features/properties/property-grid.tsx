import type { ReactNode } from 'react';
import type { Property } from '../../../shared/property';
import { PropertyCard } from '../../components/property-card';
import { FavoriteButton } from './favorite-button';

export function PropertyGrid({
  properties,
  priorityCount = 0,
  note,
}: {
  properties: Property[];
  priorityCount?: number;
  /** A line of the list's own on each card (a search near a landmark: the distance). */
  note?: (property: Property) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {properties.map((property, index) => (
        <li key={property._id} className="flex">
          <div className="flex w-full [&>article]:w-full">
            <PropertyCard
              property={property}
              priority={index < priorityCount}
              action={<FavoriteButton property={property} />}
              note={note?.(property)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PropertyGridSkeleton({ count }: { count: number }) {
  return (
    // The same shapes as the cards: rows on phones, a grid from `sm` up.
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex overflow-hidden rounded-xl border border-stone-200 bg-white sm:block">
          <div className="min-h-24 w-24 shrink-0 animate-pulse bg-stone-200 sm:aspect-[4/3] sm:w-auto" />
          <div className="flex-1 space-y-2 p-3">
            <div className="h-5 w-1/2 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
