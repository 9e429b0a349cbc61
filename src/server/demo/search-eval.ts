import type { FastifyInstance } from 'fastify';
import type { Point } from '../../shared/geo';
import type { PropertyPage } from '../../shared/property';
import type { DemoData } from './demo-data';
import { rightAnswers, SEARCH_LANGUAGES, type SearchLanguage, type SearchQuery } from './search-eval-queries';

// How well the search answers what people type (issue 16): each query of a set (tuning or held-out,
// search-eval-queries.ts) goes to the search API as typed, and its answers are scored against the right ones.

/**
 * Mean precision@10 and mean recall must both reach this in each language, in each set
 * (docs/decisions/017-performance-budgets.md).
 */
export const SEARCH_EVAL_FLOOR = 0.9;
/** Precision counts the first TOP answers (precision@10), the ones a visitor reads. */
const TOP = 10;

/** Precision@10 and recall, of one query or a mean over many. */
interface PrecisionRecall {
  precision: number;
  recall: number;
}

export interface QueryScore extends PrecisionRecall {
  query: SearchQuery;
  /** Right answers the search did not return at all. */
  missed: string[];
  /** Wrong answers among the first ten. */
  wrongInTop: string[];
}

export interface Means extends PrecisionRecall {
  queries: number;
}

export interface SearchEvalReport {
  scores: QueryScore[];
  overall: Means;
  byLanguage: Record<SearchLanguage, Means>;
  /** By the queries' class (plain, misspelling, amount…). */
  byClass: Record<string, Means>;
}

export async function evaluateSearch(
  app: FastifyInstance,
  queries: SearchQuery[],
  demo: DemoData,
): Promise<SearchEvalReport> {
  const scores: QueryScore[] = [];
  const locations = await listingLocations(app);
  for (const query of queries) {
    const returned = await searchTitles(app, { keyword: query.query });
    scores.push(score(query, rightAnswers(query.expect, demo, locations), returned));
  }
  const byLanguage = Object.fromEntries(
    SEARCH_LANGUAGES.map((language) => [
      language,
      means(scores.filter((s) => s.query.language === language)),
    ]),
  ) as Record<SearchLanguage, Means>;
  const classes = [...new Set(scores.map((s) => s.query.class))];
  const byClass = Object.fromEntries(
    classes.map((name) => [name, means(scores.filter((s) => s.query.class === name))]),
  );
  return { scores, overall: means(scores), byLanguage, byClass };
}

export function score(query: SearchQuery, right: Set<string>, returned: string[]): QueryScore {
  const top = returned.slice(0, TOP);
  const rightInTop = top.filter((title) => right.has(title)).length;
  const found = new Set(returned.filter((title) => right.has(title)));
  return {
    query,
    // An empty answer is perfect only when there is nothing to find.
    precision: top.length ? rightInTop / top.length : right.size ? 0 : 1,
    recall: right.size ? found.size / right.size : 1,
    missed: [...right].filter((title) => !found.has(title)),
    wrongInTop: top.filter((title) => !right.has(title)),
  };
}

let visitors = 0;
/** Listings one request asks for (the search's `limit`), page after page. */
const PAGE_SIZE = 50;

/** Where every public listing is, by title: its public point, as any visitor reads it. */
export async function listingLocations(app: FastifyInstance): Promise<Map<string, Point>> {
  const locations = new Map<string, Point>();
  for (let page = 1; ; page++) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/property/searched-properties',
      query: { limit: String(PAGE_SIZE), page: String(page) },
      remoteAddress: '10.255.255.254',
    });
    const body = response.json<PropertyPage>();
    for (const listing of body.data)
      if (listing.location) locations.set(listing.property_title, listing.location);
    if (body.data.length < PAGE_SIZE) return locations;
  }
}

/** The titles of every listing the search returns, in its order (relevance with a keyword), all pages. */
export async function searchTitles(app: FastifyInstance, filters: Record<string, string>): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    visitors++;
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/property/searched-properties',
      query: { ...filters, limit: String(PAGE_SIZE), page: String(page) },
      // Each request from its own address, as many visitors' would be: the rate limit is not evaluated.
      remoteAddress: `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`,
    });
    if (response.statusCode !== 200)
      throw new Error(
        `${JSON.stringify(filters)}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    const body = response.json<PropertyPage>();
    titles.push(...body.data.map((property) => property.property_title));
    if (body.data.length < PAGE_SIZE || titles.length >= body.total) return titles;
  }
}

function means(scores: QueryScore[]): Means {
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / (values.length || 1);
  return {
    precision: mean(scores.map((s) => s.precision)),
    recall: mean(scores.map((s) => s.recall)),
    queries: scores.length,
  };
}

/** Whether both means reach the floor. */
export const meetsFloor = (means: Means) =>
  means.precision >= SEARCH_EVAL_FLOOR && means.recall >= SEARCH_EVAL_FLOOR;

/** The languages whose means fall under the floor: a language served badly is not hidden by the others. */
export const languagesUnderFloor = (report: SearchEvalReport): SearchLanguage[] =>
  SEARCH_LANGUAGES.filter((language) => !meetsFloor(report.byLanguage[language]));

/** Why a query falls short, in a line: the right answers missed and the wrong ones on top. */
export function whyMissed({ missed, wrongInTop }: QueryScore): string {
  const some = (titles: string[]) =>
    titles
      .slice(0, 2)
      .map((title) => (title.length > 32 ? `${title.slice(0, 31)}…` : title))
      .join('; ') + (titles.length > 2 ? ` +${titles.length - 2}` : '');
  return [
    missed.length ? `missed ${missed.length}: ${some(missed)}` : '',
    wrongInTop.length ? `wrong in top ${TOP}: ${wrongInTop.length}: ${some(wrongInTop)}` : '',
  ]
    .filter(Boolean)
    .join(' | ');
}
