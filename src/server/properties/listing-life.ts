import type { PropertyType } from '../../shared/enums';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a listing stays public after approval or renewal, by deal (LISTING_DAYS_RENT, _SALE). */
export interface ListingDays {
  rent: number;
  sell: number;
}

export const DEFAULT_LISTING_DAYS: ListingDays = { rent: 45, sell: 90 };

/** When a listing approved or renewed at `from` leaves the public lists. */
export function expiryFrom(from: Date, type: PropertyType, days: ListingDays = DEFAULT_LISTING_DAYS): Date {
  return new Date(from.getTime() + days[type] * DAY_MS);
}
