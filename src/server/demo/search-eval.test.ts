import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDemoData, type DemoData } from './demo-data';
import { seedDemoIfEmpty } from './seed-demo';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  evaluateSearch,
  languagesUnderFloor,
  listingLocations,
  SEARCH_EVAL_FLOOR,
  score,
  searchTitles,
  whyMissed,
  type SearchEvalReport,
} from './search-eval';
import {
  AREA_SLUGS,
  SEARCH_LANGUAGES,
  rightAnswers,
  readSearchQueries,
  SEARCH_QUERY_SETS,
  searchQueriesFile,
  searchQueriesSchema,
  type SearchQuery,
} from './search-eval-queries';

let demo: DemoData;
/** The tuning set: the one scored here; `npm run eval:search` scores the held-out set too. */
let queries: SearchQuery[];
let all: SearchQuery[];
beforeAll(async () => {
  [demo, queries, all] = await Promise.all([
    readDemoData(),
    readSearchQueries('tuning'),
    Promise.all(SEARCH_QUERY_SETS.map(readSearchQueries)).then((sets) => sets.flat()),
  ]);
});

describe('the search evaluation queries (tuning and held-out)', () => {
  it('name only known languages, classes, categories, deal types, areas and tenants', () => {
    for (const set of SEARCH_QUERY_SETS) {
      const raw: unknown = JSON.parse(fs.readFileSync(searchQueriesFile(set), 'utf8'));
      expect(searchQueriesSchema.safeParse(raw).error?.issues, set).toBeUndefined();
    }
  });

  it('are at least 250, a quarter or more in each of Bengali, English and Banglish, none twice', () => {
    expect(all.length).toBeGreaterThanOrEqual(250);
    for (const language of SEARCH_LANGUAGES)
      expect(all.filter((q) => q.language === language).length, language).toBeGreaterThanOrEqual(
        all.length / 4,
      );
    expect(new Set(all.map((q) => q.query.toLowerCase())).size).toBe(all.length);
  });

  it('each have right answers among the approved demo listings, told apart by their titles', () => {
    const titles = demo.listings.map((entry) => entry.listing.property_title);
    expect(new Set(titles).size).toBe(titles.length);
    // Places compare by slug: a listing placed by name would answer no query about its area.
    for (const entry of demo.listings)
      expect(AREA_SLUGS).toContain(entry.listing.property_address.delegation);
    for (const q of all) expect(rightAnswers(q.expect, demo).size, q.query).toBeGreaterThan(0);
  });
});

describe('scoring a query', () => {
  const query: SearchQuery = {
    query: 'flat',
    language: 'en',
    class: 'plain',
    expect: { category: 'apartment' },
  };

  it('counts right answers among the first ten for precision and among all pages for recall', () => {
    const returned = ['a', 'x', ...Array.from({ length: 8 }, (_, i) => `y${i}`), 'b'];
    const s = score(query, new Set(['a', 'b', 'c', 'd']), returned);
    expect(s).toMatchObject({ precision: 0.1, recall: 0.5, missed: ['c', 'd'] });
    expect(s.wrongInTop).toHaveLength(9);
    expect(whyMissed(s)).toMatch(/^missed 2: c; d \| wrong in top 10: 9: x; y0 \+7$/);
  });

  it('takes an empty answer as right only when there is nothing to find', () => {
    expect(score(query, new Set(), [])).toMatchObject({ precision: 1, recall: 1 });
    expect(score(query, new Set(['a']), [])).toMatchObject({ precision: 0, recall: 0 });
  });
});

describe('search quality on the demo marketplace (the tuning set)', () => {
  let t: TestContext;
  let report: SearchEvalReport;
  // Seeding the demo (~10 s) and asking every tuning query, page by page (~60 s on a busy machine).
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.database.db, t.storage, { info: () => {} });
    report = await evaluateSearch(t.app, queries, demo);
  }, 180_000);
  afterAll(() => t.close());

  const worst = () =>
    report.scores
      .toSorted((a, b) => a.precision + a.recall - (b.precision + b.recall))
      .slice(0, 10)
      .map(
        (s) =>
          `${s.query.query}: P@10 ${s.precision.toFixed(2)}, recall ${s.recall.toFixed(2)} (${whyMissed(s)})`,
      )
      .join('\n');

  it('agrees with the search filters on the right answers of every query without words to find', async () => {
    const locations = await listingLocations(t.app);
    for (const q of queries.filter((q) => !q.expect.text)) {
      const filters = Object.fromEntries(
        Object.entries(q.expect).map(([name, value]) => [name, String(value)]),
      );
      expect((await searchTitles(t.app, filters)).toSorted(), q.query).toEqual(
        [...rightAnswers(q.expect, demo, locations)].toSorted(),
      );
    }
  });

  it(`reaches a mean precision@10 and recall of ${SEARCH_EVAL_FLOOR} in each language`, () => {
    expect(languagesUnderFloor(report), worst()).toEqual([]);
  });

  it('scores every language and class, and over all the queries', () => {
    for (const language of SEARCH_LANGUAGES) expect(report.byLanguage[language].queries).toBeGreaterThan(0);
    expect(Object.values(report.byClass).reduce((sum, m) => sum + m.queries, 0)).toBe(queries.length);
    expect(report.overall.queries).toBe(queries.length);
  });
});
