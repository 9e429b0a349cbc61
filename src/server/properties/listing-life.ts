import type { PropertyType } from '../../shared/enums';
import { DEFAULT_LISTING_DAYS, type ListingDays } from '../config/listing-days';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a listing approved or renewed at `from` leaves the public lists. */
export function expiryFrom(from: Date, type: PropertyType, days: ListingDays = DEFAULT_LISTING_DAYS): Date {
  return new Date(from.getTime() + days[type] * DAY_MS);
}
