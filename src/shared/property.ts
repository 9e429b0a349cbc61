import { z } from 'zod';
import { listingPriceGuideSchema } from './price-guide';
import {
  AMENITIES,
  CATEGORIES,
  MARKET_STATUSES,
  PRICE_TYPES,
  PROOF_KINDS,
  PROOF_STATUSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SIZE_UNITS,
} from './enums';
import {
  DETAIL_NAMES,
  LISTING_DETAILS,
  type DetailName,
  type DetailValues,
  type ListingDetail,
} from './listing-fields';
import { SEARCH_FILTERS } from './search-filters';

// The listing as the API sends it (docs/api.md). The response schema decides what leaves the server.
export const placeSchema = z.object({ slug: z.string(), name: z.string(), name_bn: z.string() });

export const photoSchema = z.object({
  id: z.string(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A detail as the listing JSON answers it (shared/listing-fields.ts). */
function detailAnswer(detail: ListingDetail): z.ZodType<unknown> {
  if (detail.type === 'count') return z.number().int().nullable();
  if (detail.type === 'choice') {
    const choice = z.enum(detail.values as [string, ...string[]]);
    return detail.default === undefined ? choice.nullable() : choice;
  }
  return z.string().nullable().meta({ description: 'a month, YYYY-MM' });
}

function detailAnswers() {
  const answers = Object.fromEntries(DETAIL_NAMES.map((name) => [name, detailAnswer(LISTING_DETAILS[name])]));
  return answers as { [K in DetailName]: z.ZodType<DetailValues[K]> };
}

/** A listing's proof of ownership as its owner and admins see it (shared/ownership.ts); never its file. */
export const ownershipProofSchema = z.object({
  kind: z.enum(PROOF_KINDS),
  status: z.enum(PROOF_STATUSES),
  /** Why an admin declined it. */
  reason: z.string().nullable(),
  sent_at: z.string(),
  decided_at: z.string().nullable(),
});
export type OwnershipProof = z.infer<typeof ownershipProofSchema>;

export const pointSchema = z.object({ lat: z.number(), lng: z.number() });

export const propertySchema = z.object({
  _id: z.string(),
  property_type: z.enum(PROPERTY_TYPES),
  property_title: z.string(),
  description: z.string(),
  price: z.number().int(),
  price_type: z.enum(PRICE_TYPES),
  rent_time_period: z.enum(RENT_PERIODS).nullable(),
  category: z.object({ name: z.enum(CATEGORIES) }),
  property_address: z.object({ address: z.string(), delegation: placeSchema, city: placeSchema }),
  /**
   * Where it is, for everyone: a circle of `radius_m` around a point moved 100–250 m from the
   * owner's pin by a fixed per-listing offset (decision 025); null only for a listing without a pin.
   */
  location: pointSchema.extend({ radius_m: z.number().int() }).nullable(),
  /** For the owner and admins: the owner's pin, else null. */
  pin: pointSchema.nullable(),
  /** With `near`: kilometres from the landmark to `location`, to 0.1 km. */
  distance_km: z.number().optional(),
  contact_number: z.string(),
  contact_number_prefix: z.object({ dialCode: z.string() }),
  /** The number is one the owner proved theirs with a code by SMS: the listing shows a badge. */
  contact_verified: z.boolean(),
  contact_email: z.string().nullable(),
  photos: z.array(photoSchema),
  /** Up to two floor-plan images (shared/listing-fields.ts PHOTO_KIND): not photos, never the cover. */
  floor_plans: z.array(photoSchema),
  cover_photo: photoSchema.nullable(),
  property_status: z.enum(PROPERTY_STATUSES),
  approvedRejectBy: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** The owner's word on the deal: a sold or rented listing shows a badge and no way to call. */
  market_status: z.enum(MARKET_STATUSES),
  /** When an approved listing leaves the public lists unless renewed; null before approval. */
  expiresAt: z.string().nullable(),
  /** When an admin accepted the owner's proof that it is theirs ("owner verified"), else null. */
  owner_verified_at: z.string().nullable(),
  /** For the owner and admins: the last proof of ownership sent (shared/ownership.ts), else null. */
  ownership_proof: ownershipProofSchema.nullable(),
  /** For the owner and admins: the edited fields waiting for review (new values), else null. */
  pending_revision: z.record(z.string(), z.unknown()).nullable(),
  /** For the owner and admins: why the owner's last revision was declined (until the next change), else null. */
  revision_rejection_reason: z.string().nullable(),
  user: z.object({ _id: z.string(), name: z.string(), avatar: z.object({ url: z.string() }).nullable() }),
  totalData: z.number().int(),
  favorite: z.boolean(),
  /** In the caller's favourites only: the price when they saved it, present when it has fallen since. */
  price_drop: z.object({ from: z.number().int() }).optional(),
  isNew: z.boolean(),
  size: z.object({ value: z.number(), unit: z.enum(SIZE_UNITS), sqft: z.number().int() }).nullable(),
  amenities: z.array(z.enum(AMENITIES)),
  // Condition, bedrooms, floor, tenant…: null where the owner gave none or the kind has none.
  ...detailAnswers(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Property = z.infer<typeof propertySchema>;
export type Photo = z.infer<typeof photoSchema>;
export type Place = z.infer<typeof placeSchema>;

export const propertyPageSchema = z.object({
  success: z.literal(true),
  data: z.array(propertySchema),
  total: z.number().int(),
  /** Present when more listings match than were counted: `total` is then a lower bound. */
  totalCapped: z.literal(true).optional(),
  page: z.number().int(),
  limit: z.number().int(),
  /**
   * Present when a search with filters finds nothing: for each filter (the keyword too), how
   * many listings match without it, listed only when some do.
   */
  without: z.array(z.object({ filter: z.enum(SEARCH_FILTERS), total: z.number().int() })).optional(),
});
export type PropertyPage = z.infer<typeof propertyPageSchema>;

// A listing asking under half of what this many others like it ask is "far below" (issue 32): its
// page warns visitors more firmly against paying before a visit. Fewer others make no median worth
// comparing with. (Until the price guide gives a better one: the median of the same area, category
// and deal, and the same rent period.)
export const PRICE_FAR_BELOW_SHARE = 0.5;
export const PRICE_CHECK_MIN_LISTINGS = 5;

/** How a listing's price compares with what similar public listings ask; null when too few are alike. */
export const priceCheckSchema = z
  .object({
    median: z.number().int().meta({ description: 'the median price of the similar public listings' }),
    count: z.number().int().meta({ description: 'how many there are (this one not counted)' }),
    far_below: z
      .boolean()
      .meta({ description: `the price is under ${PRICE_FAR_BELOW_SHARE * 100} % of the median` }),
  })
  .nullable();
export type PriceCheck = z.infer<typeof priceCheckSchema>;

/** One listing as its page reads it (GET /property/{id}): lists do not carry the price check. */
export const listingDetailSchema = propertySchema.extend({
  price_check: priceCheckSchema,
  price_guide: listingPriceGuideSchema,
});
export type ListingDetailJson = z.infer<typeof listingDetailSchema>;
