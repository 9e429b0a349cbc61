import { and, asc, desc, eq, gte, inArray, lte, not, sql, type SQL } from 'drizzle-orm';
import type { FindPropertiesQuery } from '../../shared/property-query';
import type { PropertyPage } from '../../shared/property';
import type { Db } from '../db/client';
import { areas, properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { keywordToTsquery, keywordWords } from './keyword-query';
import {
  COUNT_CAP,
  countProperties,
  placeIds,
  newestFirst,
  pageOfListings,
  type ListingRow,
  toPropertyJson,
} from './property-row';
import { publiclyVisible } from './visibility';

// How alike a misspelt word and an area's name must be (pg_trgm similarity, 0 to 1).
const AREA_SIMILARITY = 0.4;

/**
 * A page of public listings (publiclyVisible) matching the filters and the keyword. Full-text search first; when
 * that finds nothing, the keyword is taken as a misspelt area name. A fixed number of queries a
 * page, whatever its length or depth: places and words named, then the total and the page.
 */
export async function findProperties(
  db: Db,
  storage: Storage,
  query: FindPropertiesQuery,
  viewerId: string | null,
): Promise<PropertyPage> {
  const words = query.keyword ? keywordWords(query.keyword) : [];
  const [places, tsquery] = await Promise.all([
    placeFilters(db, query),
    words.length ? keywordToTsquery(db, words) : null,
  ]);
  const byRelevance = query.sort === undefined || query.sort === 'relevance';
  if (words.length === 0 || tsquery !== null) {
    const keyword = tsquery
      ? {
          matches: sql`${properties.searchVector} @@ ${tsquery}::tsquery`,
          inTitle: byRelevance ? sql`${properties.titleVector} @@ ${tsquery}::tsquery` : null,
        }
      : null;
    const page = await findPage(db, storage, query, viewerId, places, keyword);
    if (page.total > 0 || words.length === 0) return page;
  }
  // Nothing found: the keyword may be a misspelt area name.
  const nearAreas = await similarAreas(db, query.keyword ?? '');
  const near = nearAreas.length ? inArray(properties.areaId, nearAreas) : sql`false`;
  return findPage(db, storage, query, viewerId, and(near, places), null);
}

interface KeywordMatch {
  matches: SQL;
  /** Set when ordering by relevance: a match in the title, address or area. */
  inTitle: SQL | null;
}

async function findPage(
  db: Db,
  storage: Storage,
  query: FindPropertiesQuery,
  viewerId: string | null,
  places: SQL | undefined,
  keyword: KeywordMatch | null,
): Promise<PropertyPage> {
  const base = and(publiclyVisible(), places, ...filters(query));
  const where = and(base, keyword?.matches);
  // Only the page's ids are sorted and skipped over; the costly parts of a listing (photos, the
  // poster's count) are then read for those few rows alone, so page 400 costs what page 1 does.
  const page = { viewerId, limit: query.limit, offset: (query.page - 1) * query.limit };
  const { rows, total } = keyword?.inTitle
    ? await relevantPage(db, page, base, keyword.matches, keyword.inTitle)
    : await Promise.all([
        pageOfListings(db, viewerId, where, ordering(query), page.limit, page.offset),
        countProperties(db, where),
      ]).then(([rows, total]) => ({ rows, total }));
  return {
    success: true,
    data: rows.map((row) => toPropertyJson(row, storage)),
    total: Math.min(total, COUNT_CAP),
    ...(total > COUNT_CAP && { totalCapped: true }),
    page: query.page,
    limit: query.limit,
  };
}

/**
 * Relevance order: listings whose title, address or area match, newest first, then those that
 * match only in the description, newest first. Up to COUNT_CAP matches are ranked in one pass; a
 * word in more listings than that is read group by group, newest first, stopping at the page, so
 * thousands of matches are never ranked in full.
 */
async function relevantPage(
  db: Db,
  { viewerId, limit, offset }: { viewerId: string | null; limit: number; offset: number },
  base: SQL | undefined,
  matches: SQL,
  inTitle: SQL,
): Promise<{ rows: ListingRow[]; total: number }> {
  // Both at once: the count decides which of the two ways is needed.
  // A title match is always a match too: asking for both would only mislead the planner.
  const [total, first] = await Promise.all([
    countProperties(db, and(base, matches)),
    pageOfListings(db, viewerId, and(base, inTitle), newestFirst(), limit, offset),
  ]);
  if (total <= COUNT_CAP) {
    const ranked = [sql`(${inTitle})::int desc`, ...newestFirst()];
    return { rows: await pageOfListings(db, viewerId, and(base, matches), ranked, limit, offset), total };
  }
  if (first.length === limit) return { rows: first, total };
  // The page reaches past the title matches: how many there are tells where the rest begins.
  const titleTotal =
    first.length > 0 || offset === 0
      ? offset + first.length
      : await db.$count(properties, and(base, inTitle));
  const rest = await pageOfListings(
    db,
    viewerId,
    and(base, matches, not(inTitle)),
    newestFirst(),
    limit - first.length,
    Math.max(0, offset - titleTotal),
  );
  return { rows: [...first, ...rest], total };
}

/** The area and city filters, named by slug or name, as id lists (an unknown name matches nothing). */
async function placeFilters(db: Db, q: FindPropertiesQuery): Promise<SQL | undefined> {
  const [areaIds, cityIds] = await Promise.all([
    q.area !== undefined ? placeIds(db, q.area, 'area') : undefined,
    q.city !== undefined ? placeIds(db, q.city, 'city') : undefined,
  ]);
  const oneOf = (column: typeof properties.areaId | typeof properties.cityId, ids: number[]) =>
    ids.length ? inArray(column, ids) : sql`false`;
  return and(areaIds && oneOf(properties.areaId, areaIds), cityIds && oneOf(properties.cityId, cityIds));
}

/** Areas whose English, Bengali or other spelling is close to a word of the keyword. */
async function similarAreas(db: Db, keyword: string): Promise<number[]> {
  const rows = await db
    .select({ id: areas.id })
    .from(areas)
    .where(
      sql`greatest(similarity(${areas.name}, ${keyword}), similarity(${areas.nameBn}, ${keyword}),
        (select coalesce(max(similarity(alt, ${keyword})), 0) from unnest(${areas.altNames}) as alt)) >= ${AREA_SIMILARITY}`,
    );
  return rows.map((row) => row.id);
}

function filters(q: FindPropertiesQuery): SQL[] {
  const list: Array<SQL | undefined> = [
    q.property_type && eq(properties.propertyType, q.property_type),
    q.category && eq(properties.category, q.category),
    q.min_price !== undefined ? gte(properties.price, q.min_price) : undefined,
    q.max_price !== undefined ? lte(properties.price, q.max_price) : undefined,
    q.bedrooms !== undefined ? gte(properties.bedrooms, q.bedrooms) : undefined,
    q.tenant && sql`(${properties.tenant} = ${q.tenant} or ${properties.tenant} = 'anyone')`,
    q.available_from !== undefined
      ? sql`(${properties.availableFrom} is null or ${properties.availableFrom} <= ${q.available_from})`
      : undefined,
  ];
  return list.filter((c): c is SQL => c !== undefined);
}

function ordering(q: FindPropertiesQuery): SQL[] {
  switch (q.sort) {
    case 'price_asc':
      return [asc(properties.price), ...newestFirst()];
    case 'price_desc':
      return [desc(properties.price), ...newestFirst()];
    default:
      return newestFirst();
  }
}
