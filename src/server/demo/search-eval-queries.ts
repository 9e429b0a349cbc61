import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CATEGORIES, PROPERTY_TYPES, TENANTS } from '../../shared/enums';
import places from '../../shared/rajshahi-areas.json' with { type: 'json' };
import type { DemoData } from './demo-data';
import { DEMO_DIR } from '../paths';

// demo/search-queries.json: what people type, each with the filters that define its right answers.
// The answers are worked out here from demo/listings.json, never by the search code, so the
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
    // Words the title or description must have, case-insensitive, as a word or the start of one
    // (Bengali adds endings: রুয়েটের); "a|b" accepts either spelling.
    text: z.array(z.string().min(1)).min(1).optional(),
  })
  .strict();
export type Expectation = z.infer<typeof expectSchema>;

const queriesSchema = z.array(z.object({ query: z.string().min(1).max(100), expect: expectSchema }).strict());
export const searchQueriesSchema = z
  .object({ about: z.string(), bn: queriesSchema, en: queriesSchema, banglish: queriesSchema })
  .strict();

export interface SearchQuery {
  query: string;
  language: SearchLanguage;
  expect: Expectation;
}

export const searchQueriesFile = path.join(DEMO_DIR, 'search-queries.json');

export async function readSearchQueries(): Promise<SearchQuery[]> {
  const file = searchQueriesSchema.parse(JSON.parse(await fs.readFile(searchQueriesFile, 'utf8')));
  return SEARCH_LANGUAGES.flatMap((language) => file[language].map((query) => ({ ...query, language })));
}

type DemoListing = DemoData['listings'][number]['listing'];

/** The titles of the approved demo listings that answer `expect`, as the search filters would apply it. */
export function rightAnswers(expect: Expectation, demo: DemoData): Set<string> {
  const approved = demo.listings.filter((entry) => entry.status === 'approved');
  return new Set(
    approved
      .map((entry) => entry.listing)
      .filter((listing) => answers(expect, listing))
      .map((listing) => listing.property_title),
  );
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
