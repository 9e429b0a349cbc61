/** Days a listing stays public after approval or renewal, by deal (LISTING_DAYS_RENT, _SALE). */
export interface ListingDays {
  rent: number;
  sell: number;
}

export const DEFAULT_LISTING_DAYS: ListingDays = { rent: 45, sell: 90 };
