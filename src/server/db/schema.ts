import { sql } from 'drizzle-orm';
import { CALL_TIMES } from '../../shared/call-request';
import { ADMIN_ACTIONS, REPORT_REASONS } from '../../shared/enums';
import { PHOTO_KINDS } from '../../shared/listing-fields';
import {
  bigint,
  customType,
  boolean,
  doublePrecision,
  date,
  jsonb,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Full-text search vectors; Drizzle has no built-in type for them.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });
// A file's bytes, kept in the database only where no public URL may ever reach it (ownership proofs).
const bytea = customType<{ data: Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value as Uint8Array),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const cities = pgTable('cities', {
  id: smallint('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameBn: text('name_bn').notNull(),
});

// Thanas, upazilas and neighbourhoods of src/shared/rajshahi-areas.json; the API calls an area a "delegation".
export const areas = pgTable(
  'areas',
  {
    id: smallint('id').primaryKey().generatedAlwaysAsIdentity(),
    cityId: smallint('city_id')
      .notNull()
      .references(() => cities.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameBn: text('name_bn').notNull(),
    altNames: text('alt_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kind: text('kind', { enum: ['thana', 'upazila', 'neighbourhood'] }).notNull(),
    // The area's approximate centre, a listing's default pin there (rajshahi-areas.json, decision 025).
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('areas_city_idx').on(t.cityId)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Null for an account made with a phone number alone (issue 19).
    email: text('email'),
    // A marker no password matches ('!phone') for an account without a password.
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    // Set when the owner of `phone` proved it with a code by SMS; a new number clears it.
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // Set when the owner of `email` proved it (a sign-up or add-e-mail link, a password reset). Until
    // then the address receives nothing but the link that proves it (docs/decisions/001-pre-account-takeover.md).
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    accountType: text('account_type', { enum: ['individual', 'agency'] })
      .notNull()
      .default('individual'),
    avatarKey: text('avatar_key'),
    coverPhotoKey: text('cover_photo_key'),
    isAdmin: boolean('is_admin').notNull().default(false),
    role: text('role').notNull().default('user'),
    language: text('language', { enum: ['bn', 'en'] })
      .notNull()
      .default('bn'),
    // Opt-in: a mail when a favourite's price falls or it is rented or sold.
    favoriteAlerts: boolean('favorite_alerts').notNull().default(false),
    // How owner notices reach the account (notices/owner-notice.ts); null: e-mail when it has a
    // confirmed address, SMS otherwise.
    notify: text('notify', { enum: ['sms', 'email', 'both'] }),
    // Set by an admin (GET/PATCH /admin/accounts/{id}): the account cannot sign in and its listings
    // leave every public list (properties/visibility.ts) until it is lifted; the listings stay as they were.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // The few suspended accounts, which every public read of listings leaves out.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} IS NOT NULL`),
    // One account signs in with a verified number; an unverified one is only what a profile says.
    uniqueIndex('users_verified_phone_idx')
      .on(t.phone)
      .where(sql`${t.phoneVerifiedAt} IS NOT NULL`),
    check(
      'users_email_or_phone',
      sql`${t.email} IS NOT NULL OR (${t.phone} IS NOT NULL AND ${t.phoneVerifiedAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * One-time codes sent by SMS (issue 19). Only a keyed hash of the code is kept; only the newest code
 * of a number counts, so a new code invalidates the earlier ones. The rows are also the count of
 * SMS sent, per number and in all, that the limits read.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose', { enum: ['sign_in', 'add_phone', 'set_password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    // A code to a number no account has verified (a sign-up): what the new numbers' velocity counts.
    newNumber: boolean('new_number').notNull().default(false),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_phone_idx').on(t.phone, t.createdAt),
    index('otp_codes_created_idx').on(t.createdAt),
    index('otp_codes_new_number_idx')
      .on(t.createdAt)
      .where(sql`${t.newNumber}`),
  ],
);

/**
 * A sign-up waiting for its link (issue 29): the account is made, or an unconfirmed one with the
 * address taken over, only when the link is opened. Only a hash of the link's token is kept.
 */
export const emailSignUps = pgTable(
  'email_sign_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    accountType: text('account_type', { enum: ['individual', 'agency'] })
      .notNull()
      .default('individual'),
    language: text('language', { enum: ['bn', 'en'] })
      .notNull()
      .default('bn'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_sign_ups_token_idx').on(t.tokenHash),
    index('email_sign_ups_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

/**
 * The SMS spent on one day (Asia/Dhaka), by budget: codes to numbers with a verified account
 * (`known`), codes to new numbers (`fresh`), saved-search alerts (`alerts`); and the codes refused
 * for want of budget. One row a day, counted by one conditional statement: never overshot.
 */
export const smsBudget = pgTable('sms_budget', {
  day: date('day').primaryKey(),
  known: integer('known').notNull().default(0),
  fresh: integer('fresh').notNull().default(0),
  alerts: integer('alerts').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  challenged: integer('challenged').notNull().default(0),
});

/**
 * Mails and SMS handed to their provider on one day (Asia/Dhaka), and those it refused, for the
 * admins' system tab (db/delivery-counts.ts): counts only, never an address or a number.
 */
export const deliveryDays = pgTable(
  'delivery_days',
  {
    day: date('day').notNull(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel] })],
);

/** Proof-of-work answers already used (each opens one code request), kept until they expire. */
export const spentChallenges = pgTable(
  'spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_challenges_expires_idx').on(t.expiresAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyType: text('property_type', { enum: ['sell', 'rent'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    priceType: text('price_type', { enum: ['fixed', 'negotiable'] }).notNull(),
    rentTimePeriod: text('rent_time_period', { enum: ['daily', 'weekly', 'monthly'] }),
    category: text('category', {
      enum: ['apartment', 'house', 'land', 'office', 'shop', 'parking', 'guest-house'],
    }).notNull(),
    // Null for land, which is neither new nor old (shared/listing-fields.ts).
    condition: text('condition', { enum: ['new', 'old'] }),
    address: text('address').notNull(),
    areaId: smallint('area_id')
      .notNull()
      .references(() => areas.id),
    cityId: smallint('city_id')
      .notNull()
      .references(() => cities.id),
    contactNumber: text('contact_number').notNull(),
    contactEmail: text('contact_email'),
    // Who posts it (shared/listing-fields.ts): an agent's listing is labelled, and "owners only" leaves it out.
    posterKind: text('poster_kind', { enum: ['owner', 'agent'] })
      .notNull()
      .default('owner'),
    // Bangladeshi details: sizes are kept as entered and in square feet for comparing and filtering.
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    sizeValue: real('size_value'),
    sizeUnit: text('size_unit', { enum: ['sqft', 'katha', 'decimal', 'bigha'] }),
    sizeSqft: integer('size_sqft'),
    floor: smallint('floor'),
    availableFrom: text('available_from'),
    tenant: text('tenant', { enum: ['family', 'bachelor_male', 'bachelor_female', 'student', 'anyone'] }),
    advanceMonths: smallint('advance_months'),
    // Land: the width of the road to the plot, in feet (a truck needs 12, a car 8).
    roadWidth: smallint('road_width'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    coverPhotoId: uuid('cover_photo_id'),
    // Title, address and the area's names in English, Bengali and other spellings; kept by a trigger
    // (migration 0003) so a search for উপশহর, Uposhohor or Upashahar finds the area's listings.
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_text || ' ' || description)`,
    ),
    // The same without the description: a match here ranks higher, and costs nothing to test.
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_text)`,
    ),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    approvedRejectBy: uuid('approved_reject_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    // The owner's word on the deal: a sold or rented listing stays at its URL, badged, for 30 days
    // from closedAt (publiclyVisible), then answers 410 Gone.
    marketStatus: text('market_status', { enum: ['available', 'sold', 'rented'] })
      .notNull()
      .default('available'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // When an admin accepted the owner's proof of ownership (ownership/): the "owner verified" badge.
    // A new contact number is a new owner, and clears it (properties/owner-verification.ts).
    ownerVerifiedAt: timestamp('owner_verified_at', { withTimezone: true }),
    // Set when a listing is approved or renewed; past it the listing leaves every public list.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // The Idempotency-Key the owner's device sent with the create (an offline post may be sent
    // twice: by the page and by the service worker, or again after a lost answer).
    idempotencyKey: text('idempotency_key'),
    // The owner's pin (issue 33), shown to the owner and admins only; null only on rows written
    // around the app (tests' raw inserts).
    pinLat: doublePrecision('pin_lat'),
    pinLng: doublePrecision('pin_lng'),
    // The point the public sees, a 300 m circle around it: the pin moved 100–250 m by a fixed
    // per-listing offset (properties/listing-place.ts, decision 025). Distance and box searches read it.
    placeLat: doublePrecision('place_lat'),
    placeLng: doublePrecision('place_lng'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One listing per owner and key: a repeated create finds the first one instead of adding another.
    uniqueIndex('properties_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    // Public lists read approved listings newest first, often within one category, type or area.
    // Newest first with the id as tie-breaker, exactly as lists sort: deep pages walk the index
    // (migrations 0019 and 0030 INCLUDE deal state, expiry and the account, so they read nothing else).
    index('properties_status_created_id_idx').on(t.status, t.createdAt.desc(), t.id),
    index('properties_status_category_created_idx').on(t.status, t.category, t.createdAt.desc()),
    index('properties_status_type_created_idx').on(t.status, t.propertyType, t.createdAt.desc()),
    // Area pages and area filters: migrations 0007, 0012, 0013 and 0030 add type, category, price,
    // bedrooms, tenant, deal state, expiry and the account to the index (INCLUDE, which Drizzle cannot express),
    // so counting an area's filtered public listings reads the index alone.
    index('properties_status_area_idx').on(t.status, t.areaId, t.createdAt.desc(), t.id),
    index('properties_status_price_idx').on(t.status, t.price),
    // A listing page's price check (properties/check-price.ts): the public listings alike in area,
    // category, deal and rent period, read from the index alone (expiry and id are only tested).
    index('properties_price_check_idx')
      .on(
        t.areaId,
        t.category,
        t.propertyType,
        t.rentTimePeriod,
        t.marketStatus,
        t.price,
        t.expiresAt,
        t.id,
        // Tested against suspended accounts (publiclyVisible), still from the index alone (migration 0030).
        t.userId,
      )
      .where(sql`${t.status} = 'approved'`),
    // Migration 0013 INCLUDEs deal state and expiry: a poster's public count reads the index alone.
    index('properties_user_idx').on(t.userId, t.status),
    // Other accounts' listings with the same number: evidence on the moderation card (issue 32).
    index('properties_contact_number_idx').on(t.contactNumber),
    // The expiry job's reminders and expiries read approved listings by their expiry date.
    index('properties_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'approved'`),
    // Only public listings are ever searched (publiclyVisible, which implies status = 'approved'):
    // the indexes hold nothing else, so they are smaller and counting a match costs less.
    index('properties_search_vector_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.status} = 'approved'`),
    // Finds the few listings whose title matches a word that many descriptions mention.
    index('properties_title_vector_idx')
      .using('gin', t.titleVector)
      .where(sql`${t.status} = 'approved'`),
    // Distance and box searches (properties/distance-search.ts): a latitude band, then longitude.
    // Migration 0032 INCLUDEs visibility, the filters' columns and created_at: read from the index alone.
    index('properties_place_idx')
      .on(t.placeLat, t.placeLng)
      .where(sql`${t.status} = 'approved'`),
    index('properties_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('properties_price_positive', sql`${t.price} > 0`),
    check('properties_available_from_month', sql`${t.availableFrom} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('properties_closed_at', sql`(${t.marketStatus} = 'available') = (${t.closedAt} IS NULL)`),
    check('properties_rent_period', sql`(${t.propertyType} = 'rent') = (${t.rentTimePeriod} IS NOT NULL)`),
  ],
);

// An owner's edit of an approved listing, waiting for review while the approved version stays
// public: the changed fields only, in the listing's own column names (one pending edit per listing).
export const propertyRevisions = pgTable('property_revisions', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  changes: jsonb('changes').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Reminder mails sent before a listing expires: one row per listing, expiry date and lead time, so
// a job run twice (or by two instances) mails once.
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.expiresAt, t.daysBefore] })],
);

// The short links of owner notices by SMS (`/l/<code>`, notices/listing-short-link.ts): the code, 8
// random letters and digits, opens `target`, a path of the site with its signed token (a renewal
// link); rows go with their listing, or after LISTING_TOKEN_DAYS, when the token has expired anyway.
export const listingShortLinks = pgTable('listing_short_links', {
  code: text('code').primaryKey(),
  propertyId: uuid('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  target: text('target').notNull(),
  createdAt: createdAt(),
});

// What visitors did with a listing, per day: views and taps on call, WhatsApp and copy number, each
// person counted once a day (listing_visits). Written in batches, never on the page's own request.
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    calls: integer('calls').notNull().default(0),
    whatsapp: integer('whatsapp').notNull().default(0),
    copies: integer('copies').notNull().default(0),
    /** Call-back requests left that day (issue 31): a contact like a call. */
    callbacks: integer('callbacks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

// Who has been counted today: a keyed hash of the visitor (account or address, with a key that
// changes daily), never the address. Rows older than two days are removed by the roll-up job.
export const listingVisits = pgTable(
  'listing_visits',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['view', 'call', 'whatsapp', 'copy'] }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.kind, t.visitorHash] })],
);

// Every word of every listing's search vector, kept by a trigger (migration 0005). A word typed in
// part is expanded into the whole words it starts, which the full-text index finds far faster than
// a prefix match. Words are never removed: a stale one only expands into no match.
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // A photo or a floor plan (shared/listing-fields.ts PHOTO_KINDS); positions count within a kind.
    kind: text('kind', { enum: PHOTO_KINDS }).notNull().default('photo'),
    position: smallint('position').notNull(),
    // Server-made file name stem; the variants are <key>-<width>.webp in storage.
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_property_kind_idx').on(t.propertyId, t.kind, t.position),
    check('photos_kind', sql`${t.kind} in (${sql.raw(PHOTO_KINDS.map((kind) => `'${kind}'`).join(', '))})`),
  ],
);

/**
 * Photos' perceptual hashes (media/photo-fingerprint.ts): the whole photo (`part` 0), its middle
 * and its four corners (1–5), by the file they were made from. Kept when the photo or its listing is gone (no
 * foreign keys): a copy of a declined or deleted listing's photos is still found. A photo too plain to
 * fingerprint has one row without a hash, so that the backfill job does not try it again.
 */
export const photoFingerprints = pgTable(
  'photo_fingerprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    propertyId: uuid('property_id').notNull(),
    userId: uuid('user_id').notNull(),
    part: smallint('part').notNull(),
    hash: bigint('hash', { mode: 'bigint' }),
    // The hash's four 16-bit bands, each indexed: a near hash shares one within a bit (decision 022).
    band0: integer('band0'),
    band1: integer('band1'),
    band2: integer('band2'),
    band3: integer('band3'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('photo_fingerprints_key_part_idx').on(t.storageKey, t.part),
    index('photo_fingerprints_property_idx').on(t.propertyId),
    index('photo_fingerprints_band0_idx').on(t.band0),
    index('photo_fingerprints_band1_idx').on(t.band1),
    index('photo_fingerprints_band2_idx').on(t.band2),
    index('photo_fingerprints_band3_idx').on(t.band3),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // The price when the user saved it: the favourites page marks a fall from it.
    savedPrice: bigint('saved_price', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('favorites_property_idx').on(t.propertyId),
  ],
);

// What a favourite's watcher was mailed: once per listing and event (a price, or closed).
export const favoriteNotices = pgTable(
  'favorite_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // 'price:<new price>' or 'closed'.
    event: text('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId, t.event] })],
);

/**
 * A saved search: a user's (alerts to the account's address) or a visitor's (an e-mail address,
 * confirmed by a mailed link before anything else is sent). Besides the search page's query as
 * given, it keeps what the query means as columns a new listing is compared with in one statement
 * (alerts/match-saved-searches.ts): '' or 0 mean "any" in the three columns the match index reads.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    // The language of a visitor's mails (a user's follow their account).
    language: text('language', { enum: ['bn', 'en'] }).notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily'] }).notNull(),
    paused: boolean('paused').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // "New since your last visit" counts matches after this.
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    deal: text('deal').notNull().default(''),
    category: text('category').notNull().default(''),
    areaKey: smallint('area_key').notNull().default(0),
    areaIds: smallint('area_ids').array(),
    cityIds: smallint('city_ids').array(),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    bedrooms: smallint('bedrooms'),
    tenant: text('tenant'),
    availableFrom: text('available_from'),
    ownersOnly: boolean('owners_only').notNull().default(false),
    keywordQuery: tsquery('keyword_query'),
    // A search near a landmark (`near`, issue 33): its point and `within_km`, matched against a new
    // listing's public point as the distance search does (alerts/match-saved-searches.ts).
    nearLat: doublePrecision('near_lat'),
    nearLng: doublePrecision('near_lng'),
    withinKm: doublePrecision('within_km'),
    // Opt-in: its alerts also go by SMS to the account's verified phone (ALERT_SMS=on, docs/sms.md).
    sms: boolean('sms').notNull().default(false),
    // The short link its SMS carry (`/s/<code>`), made when SMS are first switched on.
    linkCode: text('link_code'),
  },
  (t) => [
    uniqueIndex('saved_searches_link_code_idx').on(t.linkCode),
    // A new listing reads only the searches of its deal, category and area, or of "any" in each.
    index('saved_searches_match_idx')
      .on(t.deal, t.category, t.areaKey)
      .where(sql`${t.confirmedAt} IS NOT NULL AND NOT ${t.paused}`),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_email_idx').on(sql`lower(${t.email})`),
    check('saved_searches_owner', sql`(${t.userId} IS NULL) <> (${t.email} IS NULL)`),
  ],
);

// A listing a saved search matched: written once (never the same listing twice for one search),
// delivered by the instant sender or the daily digest, which set sent_at.
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // 'new' (approved) or 'price_drop' (its price fell under the search's maximum).
    reason: text('reason', { enum: ['new', 'price_drop'] }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index('saved_search_matches_unsent_idx')
      .on(t.matchedAt)
      .where(sql`${t.sentAt} IS NULL`),
    index('saved_search_matches_property_idx').on(t.propertyId),
  ],
);

// Alert SMS sent (or tried): what caps them per account and, with the sign-in codes, every SMS
// of a day (SMS_DAILY_CAP). Rows older than a day count for nothing; the daily digest removes them.
export const alertSms = pgTable(
  'alert_sms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('alert_sms_user_idx').on(t.userId, t.createdAt),
    index('alert_sms_created_idx').on(t.createdAt),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// A visitor's request to be called back about a listing (issue 31): the number is for the listing's
// owner alone. The visitor is kept only as a keyed hash (account or address), which the daily limits
// count by; rows go after 30 days (purge-call-requests job).
export const callRequests = pgTable(
  'call_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    when: text('when', { enum: CALL_TIMES }).notNull(),
    message: text('message'),
    visitorHash: text('visitor_hash').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('call_requests_property_created_idx').on(t.propertyId, t.createdAt),
    index('call_requests_visitor_created_idx').on(t.visitorHash, t.createdAt),
  ],
);

// The admins' audit trail (src/server/audit): who did what to which listing or account, when and why.
// Append-only: no route changes or deletes a row, and a trigger (migration 0034) refuses both. No
// foreign keys: a deleted listing or account keeps its entries, with its ids and the names and
// title as they were.
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action', { enum: ADMIN_ACTIONS }).notNull(),
    // Null when no admin account acted: a hold after visitors' reports, or a promotion by the
    // operator (`npm run admin`, ADMIN_EMAIL).
    adminId: uuid('admin_id'),
    adminName: text('admin_name'),
    propertyId: uuid('property_id'),
    propertyTitle: text('property_title'),
    // The account acted on: a listing's owner, or the account suspended or promoted.
    accountId: uuid('account_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_property_idx').on(t.propertyId, t.createdAt),
    index('admin_actions_account_idx').on(t.accountId, t.createdAt),
  ],
);

// Visitors' reports of a listing. Open until an admin decides on the listing; one open report per
// reporter and listing. What holds a listing is counted by address (moderation/report-property.ts).
export const propertyReports = pgTable(
  'property_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    // `user:<id>` for a logged-in reporter, otherwise `address:<addressHash>`.
    reporterKey: text('reporter_key').notNull(),
    // The logged-in reporter; null for a visitor. An account's reports go with the account.
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    // Keyed hash of the client address (an IPv6 address by its /64), never the address itself; null
    // on logged-in reporters' rows older than migration 0011.
    addressHash: text('address_hash'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('property_reports_open_idx')
      .on(t.propertyId, t.reporterKey)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

// Secrets the server makes for itself, shared by every instance on one PostgreSQL (the token signing
// key when JWT_SECRET is not set). The embedded database keeps its key in DATA_DIR instead.
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// An owner's proof that a listing is theirs (issue 32, docs/decisions/023-ownership-proofs.md): one per
// listing, the last one sent. The file is kept here, never in the photo store, so no public URL or
// CDN can serve it; admins read it through one route. It is deleted 30 days after the decision; the
// decision itself stays (and in admin_actions).
export const ownershipProofs = pgTable(
  'ownership_proofs',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['tax_receipt', 'utility_bill', 'land_record'] }).notNull(),
    // image/jpeg (a photo, re-encoded without its metadata) or application/pdf.
    contentType: text('content_type', { enum: ['image/jpeg', 'application/pdf'] }).notNull(),
    file: bytea('file'),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // The admins' queue: what waits, oldest first.
    index('ownership_proofs_pending_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// Every price a listing has had (issue 33): a row when it is posted and one at each change of price
// or of its kind (fixed/negotiable, rent period), written by properties/record-price.ts. Its page
// shows "was ৳16,000 until 3 Nov"; the price guide reads only the listing's current price.
export const priceHistory = pgTable(
  'price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    price: bigint('price', { mode: 'number' }).notNull(),
    priceType: text('price_type', { enum: ['fixed', 'negotiable'] }).notNull(),
    rentTimePeriod: text('rent_time_period', { enum: ['daily', 'weekly', 'monthly'] }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_property_idx').on(t.propertyId, t.changedAt.desc())],
);

// The Rajshahi price guide (issue 33, docs/decisions/024-price-guide.md): medians and middle halves
// per area, category, deal (and bedrooms for rent), refilled whole by the nightly price-guide job.
export const priceGuide = pgTable(
  'price_guide',
  {
    areaId: smallint('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    deal: text('deal', { enum: ['sell', 'rent'] }).notNull(),
    // Rent of homes only; -1 when the rows of a kind are not split by bedrooms (a primary key has no nulls).
    bedrooms: smallint('bedrooms').notNull(),
    // What one amount is for: a month's rent, a square foot, a katha or a decimal.
    unit: text('unit', { enum: ['month', 'sqft', 'katha', 'decimal'] }).notNull(),
    median: bigint('median', { mode: 'number' }).notNull(),
    p25: bigint('p25', { mode: 'number' }).notNull(),
    p75: bigint('p75', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.category, t.deal, t.bedrooms, t.unit] })],
);
