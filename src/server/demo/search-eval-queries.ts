import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CATEGORIES, PROPERTY_TYPES, TENANTS } from '../../shared/enums';
import { distanceKm, type Point } from '../../shared/geo';
import { findLandmark } from '../../shared/landmarks';
import { WITHIN_KM } from '../../shared/property-query';
import places from '../../shared/rajshahi-areas.json' with { type: 'json' };
import type { DemoData } from './demo-data';
import { DEMO_DIR } from '../paths';

// demo/search-queries.json (tuning) and demo/search-queries-held-out.json: what people type, each
// with the filters that define its right answers. The answers are worked out here from demo/listings.json, never by the search code, so the
// evaluation measures the search instead of agreeing with it.

const AREAS = [...places.thanas, ...places.upazilas, ...places.neighbourhoods];
export const AREA_SLUGS = AREAS.map((area) => area.slug);
// Areas that share a name (the thana and the upazila "Paba") are one place to a visitor.
const areaName = (slug: string) => AREAS.find((area) => area.slug === slug)?.en;

export const SEARCH_LANGUAGES = ['bn', 'en', 'banglish'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

const amount = z.number().int().min(0);
const expectSchema = z
  .object({
    category: z.enum(CATEGORIES).optional(),
    property_type: z.enum(PROPERTY_TYPES).optional(),
    area: z
      .string()
      .refine((slug) => AREA_SLUGS.includes(slug), 'unknown_area')
      .optional(),
    min_price: amount.optional(),
    max_price: amount.optional(),
    bedrooms: z.number().int().min(1).optional(),
    tenant: z.enum(TENANTS).optional(),
    // A landmark's slug: listings whose public point is within WITHIN_KM.default of it.
    near: z
      .string()
      .refine((slug) => findLandmark(slug) !== undefined, 'unknown_landmark')
      .optional(),
    // Words the title or description must have, case-insensitive, as a word or the start of one
    // (Bengali adds endings: রুয়েটের); "a|b" accepts either spelling.
    text: z.array(z.string().min(1)).min(1).optional(),
  })
  .strict();
export type Expectation = z.infer<typeof expectSchema>;

export const SEARCH_QUERY_CLASSES = [
  'plain',
  'place',
  'misspelling',
  'everyday',
  'verb',
  'amount',
  'tenant',
  'postposition',
  'landmark',
] as const;

export interface SearchQuery {
  query: string;
  language: SearchLanguage;
  /** What it tests (plain, place, misspelling, amount, everyday…), for the per-class lines. */
  class: (typeof SEARCH_QUERY_CLASSES)[number];
  expect: Expectation;
}

export const searchQueriesSchema = z
  .object({
    about: z.string(),
    queries: z.array(
      z
        .object({
          query: z.string().min(1).max(100),
          language: z.enum(SEARCH_LANGUAGES),
          class: z.enum(SEARCH_QUERY_CLASSES),
          expect: expectSchema,
        })
        .strict(),
    ),
  })
  .strict();

/**
 * The two sets, split once at random (scripts/split-search-queries.ts in the history): `tuning`, two
 * thirds, that the vocabulary may be tuned on, and `held-out`, a third, never tuned on
 * (search-queries-held-out.test.ts checks that none of them is a vocabulary phrase).
 */
export const SEARCH_QUERY_SETS = ['tuning', 'held-out'] as const;
export type SearchQuerySet = (typeof SEARCH_QUERY_SETS)[number];

export const searchQueriesFile = (set: SearchQuerySet) =>
  path.join(DEMO_DIR, set === 'tuning' ? 'search-queries.json' : 'search-queries-held-out.json');

export async function readSearchQueries(set: SearchQuerySet): Promise<SearchQuery[]> {
  return searchQueriesSchema.parse(JSON.parse(await fs.readFile(searchQueriesFile(set), 'utf8'))).queries;
}

type DemoListing = DemoData['listings'][number]['listing'];

/**
 * The titles of the demo listings on the market (approved, not let or sold) that answer `expect`, as
 * the search filters would apply it.
 * Where a listing is comes from `locations` (its public point by title, as the API shows it: the
 * seed places it, at random around its area), else its area's centre.
 */
export function rightAnswers(
  expect: Expectation,
  demo: DemoData,
  locations: ReadonlyMap<string, Point> = new Map(),
): Set<string> {
  const onMarket = demo.listings.filter(
    (entry) => entry.status === 'approved' && entry.closed_days_ago === undefined,
  );
  return new Set(
    onMarket
      .map((entry) => entry.listing)
      .filter((listing) => answers(expect, listing) && isNear(expect, listing, locations))
      .map((listing) => listing.property_title),
  );
}

function isNear(expect: Expectation, listing: DemoListing, locations: ReadonlyMap<string, Point>) {
  const landmark = expect.near === undefined ? undefined : findLandmark(expect.near);
  if (!landmark) return true;
  const area = AREAS.find((a) => a.slug === listing.property_address.delegation);
  const location = locations.get(listing.property_title) ?? area;
  return location !== undefined && distanceKm(landmark, location) <= WITHIN_KM.default;
}

function answers(expect: Expectation, listing: DemoListing): boolean {
  const words = `${listing.property_title} ${listing.description}`
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u);
  const { bedrooms, tenant } = listing;
  return (
    (expect.category === undefined || listing.category === expect.category) &&
    (expect.property_type === undefined || listing.property_type === expect.property_type) &&
    (expect.area === undefined || areaName(listing.property_address.delegation) === areaName(expect.area)) &&
    (expect.min_price === undefined || listing.price >= expect.min_price) &&
    (expect.max_price === undefined || listing.price <= expect.max_price) &&
    // "2 bed" means two or more; a listing that gives no bedrooms is no answer to it.
    (expect.bedrooms === undefined || (bedrooms != null && bedrooms >= expect.bedrooms)) &&
    // A listing for anyone answers every tenant; one that names none (a sale) answers none.
    (expect.tenant === undefined || tenant === expect.tenant || tenant === 'anyone') &&
    (expect.text ?? []).every((needed) =>
      needed.split('|').some((spelling) => words.some((word) => word.startsWith(spelling.toLowerCase()))),
    )
  );
}
