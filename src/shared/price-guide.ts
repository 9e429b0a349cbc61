import { z } from 'zod';
import { CATEGORIES, PROPERTY_TYPES } from './enums';

/** A guide row is shown only where at least this many listings are alike (issue 33). */
export const PRICE_GUIDE_MIN_LISTINGS = 5;
/** Sold and rented listings count for this long after they closed: the strongest signal of a price. */
export const PRICE_GUIDE_CLOSED_MONTHS = 12;

/** What one amount of a guide row is for. */
export const PRICE_GUIDE_UNITS = ['month', 'sqft', 'katha', 'decimal'] as const;
export type PriceGuideUnit = (typeof PRICE_GUIDE_UNITS)[number];

const amount = z.number().int();

/** One price a listing had, newest first; `until` is null for the price it has now. */
export const priceHistoryEntrySchema = z.object({
  price: amount,
  from: z.string(),
  until: z.string().nullable(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;
export const priceHistoryAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(priceHistoryEntrySchema),
});

const figures = {
  unit: z
    .enum(PRICE_GUIDE_UNITS)
    .meta({ description: 'a month’s rent, or the price of a sq ft, katha or decimal' }),
  median: amount,
  p25: amount.meta({ description: 'a quarter ask less (the middle half starts here)' }),
  p75: amount.meta({ description: 'a quarter ask more (the middle half ends here)' }),
  count: amount.meta({ description: 'how many listings, each counted once at its current price' }),
  bedrooms: z.number().int().nullable().meta({ description: 'rent of homes: by bedrooms; else null' }),
};

/** One row of the Rajshahi price guide (GET /price-guide). */
export const priceGuideRowSchema = z.object({
  area: z.object({ slug: z.string(), name: z.string(), name_bn: z.string() }),
  category: z.enum(CATEGORIES),
  deal: z.enum(PROPERTY_TYPES),
  ...figures,
  updated_at: z.string(),
});
export type PriceGuideRow = z.infer<typeof priceGuideRowSchema>;

export const priceGuideQuerySchema = z.object({
  area: z.string().max(100).optional().describe('an area’s slug (GET /meta)'),
  category: z.enum(CATEGORIES).optional(),
  property_type: z.enum(PROPERTY_TYPES).optional(),
});
export type PriceGuideQuery = z.infer<typeof priceGuideQuerySchema>;

export const priceGuideAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(priceGuideRowSchema),
});

/** A listing's place in the guide (GET /property/{id}): its row, and how far its price is from the middle. */
export const listingPriceGuideSchema = z
  .object({
    ...figures,
    percent_vs_median: z
      .number()
      .int()
      .meta({ description: 'the listing’s price (per unit) against the median, in %: -12 is 12 % below' }),
  })
  .nullable();
export type ListingPriceGuide = z.infer<typeof listingPriceGuideSchema>;
