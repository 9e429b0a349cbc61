// The fixed vocabularies of a listing. The client translates each value; the server stores it as is.
export const CATEGORIES = ['apartment', 'house', 'land', 'office', 'shop', 'parking', 'guest-house'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Category names as the app shows them (the web's i18n says the same); the server and the API read them here. */
export const CATEGORY_NAMES: Record<Language, Record<Category, string>> = {
  bn: {
    apartment: 'অ্যাপার্টমেন্ট',
    house: 'বাড়ি',
    land: 'জমি',
    office: 'অফিস',
    shop: 'দোকান',
    parking: 'পার্কিং',
    'guest-house': 'গেস্ট হাউস',
  },
  en: {
    apartment: 'Apartment',
    house: 'House',
    land: 'Land',
    office: 'Office',
    shop: 'Shop',
    parking: 'Parking',
    'guest-house': 'Guest house',
  },
};

export const PROPERTY_TYPES = ['sell', 'rent'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PRICE_TYPES = ['fixed', 'negotiable'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const RENT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];

export const CONDITIONS = ['new', 'old'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Who posts a listing: its owner (or the owner's family), or an agent; an agency's account is always an agent. */
export const POSTER_KINDS = ['owner', 'agent'] as const;
export type PosterKind = (typeof POSTER_KINDS)[number];

// An owner's proof that a listing is theirs (shared/ownership.ts), and where its review stands.
export const PROOF_KINDS = ['tax_receipt', 'utility_bill', 'land_record'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];
export const PROOF_STATUSES = ['pending', 'approved', 'declined'] as const;

export const PROPERTY_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** The deal's state, set by the owner: sold fits a sale, rented a rental. */
export const MARKET_STATUSES = ['available', 'sold', 'rented'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

export const TENANTS = ['family', 'bachelor_male', 'bachelor_female', 'student', 'anyone'] as const;
export type Tenant = (typeof TENANTS)[number];

export const AMENITIES = [
  'lift',
  'gas',
  'generator',
  'parking',
  'security',
  // Land's facts (shared/listing-fields.ts).
  'electricity',
  'water',
  'mutation',
  'clear_title',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const SIZE_UNITS = ['sqft', 'katha', 'decimal', 'bigha'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

// Square feet per unit; katha varies in old deeds, 720 is Rajshahi's standard (data/rajshahi-areas.json).
export const SQFT_PER_UNIT: Record<SizeUnit, number> = { sqft: 1, decimal: 435.6, katha: 720, bigha: 14400 };

export const ACCOUNT_TYPES = ['individual', 'agency'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

// 'distance' orders by the distance from the `near` landmark (the newest first without one).
export const SORTS = ['newest', 'price_asc', 'price_desc', 'relevance', 'distance'] as const;
export type Sort = (typeof SORTS)[number];

export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ADMIN_ROLE = 'thikana-admin';
export const NEW_LISTING_DAYS = 30;
export const MAX_PAGE_SIZE = 50;
export const RELATED_LIMIT = 8;

// Why a visitor reports a listing; the dashboard shows them translated. The three scams Bangladesh
// knows (issue 32) have their own: a broker posing as the owner, an advance asked before any visit,
// photos copied from another listing; `fraud` is any other. Stored as text, not a database enum:
// a new reason needs no migration.
export const REPORT_REASONS = [
  'wrong_info',
  'unavailable',
  'broker_posing_as_owner',
  'advance_before_visit',
  'copied_photos',
  'fraud',
  'duplicate',
  'offensive',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

// A listing reported from this many different client addresses, one of the reports from an
// established account, leaves public view until an admin looks (src/server/moderation/
// report-property.ts has the whole rule).
export const REPORTS_TO_HOLD = 3;
// A report from an account younger than this is shown to admins but does not count toward the hold:
// fresh accounts cost nothing.
export const REPORTER_MIN_ACCOUNT_AGE_DAYS = 3;

// What an admin (or, for `hold`, visitors' reports) did: the audit trail's actions (src/server/audit).
// On a listing: `keep` is a reported public listing kept (its reports dismissed), `take_down` a public
// one declined, `edit` an admin's change of someone else's listing. On an account: `suspend`, `lift_suspension`, `make_admin`.
export const ADMIN_ACTIONS = [
  'approve',
  'decline',
  'delete',
  'take_down',
  'keep',
  'edit',
  'hold',
  'approve_revision',
  'decline_revision',
  'approve_ownership',
  'decline_ownership',
  'suspend',
  'lift_suspension',
  'make_admin',
  'renew',
  'mark_rented',
  'mark_sold',
  'reopen',
] as const;
export type AdminActionKind = (typeof ADMIN_ACTIONS)[number];
