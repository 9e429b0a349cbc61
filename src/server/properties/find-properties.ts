import { and, asc, desc, gte, inArray, lte, not, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FindPropertiesQuery } from '../../shared/property-query';
import { SEARCH_FILTERS } from '../../shared/search-filters';
import { withKeywordUnderstood } from '../../shared/search-understanding';
import type { PropertyPage } from '../../shared/property';
import type { Db } from '../db/client';
import { placeIds } from '../db/place-ids';
import { areas, properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { distanceSql, inBox, nearPoint, shownDistanceKm, withinKm } from './distance-search';
import { keywordToTsquery, keywordWords } from './keyword-query';
import {
  COUNT_CAP,
  countProperties,
  listingsByIds,
  newestFirst,
  pageAndTotal,
  pageOfListings,
  type ListingRow,
  toPropertyJson,
} from './property-row';
import { publiclyVisible } from './visibility';

// How alike a misspelt word and an area's name must be (pg_trgm similarity, 0 to 1).
const AREA_SIMILARITY = 0.4;

/**
 * A page of public listings (publiclyVisible) matching the filters and the keyword. What the
 * keyword says as filters ("flat for rent in Kajla under 15k") is searched as those filters, the
 * rest of it as words. When nothing matches, the answer says how many would without each filter.
 */
export async function findProperties(
  db: Db,
  storage: Storage,
  query: FindPropertiesQuery,
  viewerId: string | null,
): Promise<PropertyPage> {
  const search = withKeywordUnderstood(query);
  const page = await searchPage(db, storage, search, viewerId);
  const filtered = SEARCH_FILTERS.some((filter) => filter !== 'keyword' && search[filter] !== undefined);
  if (page.total > 0 || !filtered) return page;
  const without = await totalsWithout(db, storage, search);
  return without.length ? { ...page, without } : page;
}

/** For a filtered search that finds nothing: how many listings each of its filters alone keeps out. */
async function totalsWithout(
  db: Db,
  storage: Storage,
  search: FindPropertiesQuery,
): Promise<NonNullable<PropertyPage['without']>> {
  const set = SEARCH_FILTERS.filter((name) => search[name] !== undefined);
  const totals = await Promise.all(
    set.map(async (filter) => {
      // Limit 0: the total alone, not a page (findPage).
      const without = { ...search, [filter]: undefined, page: 1, limit: 0 };
      return { filter, total: (await searchPage(db, storage, without, null)).total };
    }),
  );
  return totals.filter(({ total }) => total > 0);
}

/**
 * Full-text search first; when that finds nothing, the keyword is taken as a misspelt area name.
 * A fixed number of queries a page, whatever its length or depth (nearest first, up to four small
 * counts more: nearestRing): places and words named, then the
 * total and the page.
 */
async function searchPage(
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
  const near = (t: Listings) => (nearAreas.length ? inArray(t.areaId, nearAreas) : sql`false`);
  return findPage(db, storage, query, viewerId, (t) => and(near(t), places(t)), null);
}

// The listings table, or the copy a search's filters pick candidates from.
const candidate = alias(properties, 'candidate');
type Listings = typeof properties | typeof candidate;
/** The area and city filters, on the listings table or its copy. */
type Places = (t: Listings) => SQL | undefined;

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
  places: Places,
  keyword: KeywordMatch | null,
): Promise<PropertyPage> {
  const narrowing = (t: Listings) => [places(t), ...filters(query, t)].filter((c) => c !== undefined);
  const visible = (t: Listings = properties) => publiclyVisible(t, { closed: query.include_closed });
  // With words to match, the filters first pick the candidates from an index (the area index
  // carries the columns they read), and only those have their text read. Written in one WHERE,
  // PostgreSQL reads the text of every listing of an area first: 3× slower at 100,000 listings.
  const base =
    keyword && narrowing(properties).length
      ? and(
          visible(),
          inArray(
            properties.id,
            db
              .select({ id: candidate.id })
              .from(candidate)
              .where(and(visible(candidate), ...narrowing(candidate))),
          ),
        )
      : and(visible(), ...narrowing(properties));
  const where = and(base, keyword?.matches);
  const near = nearPoint(query);
  const answer = (rows: ListingRow[], total: number): PropertyPage => ({
    success: true,
    data: rows.map((row) => {
      const listing = toPropertyJson(row, storage);
      return near ? { ...listing, distance_km: shownDistanceKm(near, listing.location) } : listing;
    }),
    total: Math.min(total, COUNT_CAP),
    ...(total > COUNT_CAP && { totalCapped: true }),
    page: query.page,
    limit: query.limit,
  });
  // A count alone (how many a filter keeps out: totalsWithout), without reading a page.
  if (query.limit === 0) return answer([], await countProperties(db, where));
  // Only the page's ids are sorted and skipped over; the costly parts of a listing (photos, the
  // poster's count) are then read for those few rows alone, so page 400 costs what page 1 does.
  const page = { viewerId, limit: query.limit, offset: (query.page - 1) * query.limit };
  const { rows, total } = keyword?.inTitle
    ? await relevantPage(db, page, base, keyword.matches, keyword.inTitle)
    : await pageAndTotal(
        db,
        viewerId,
        {
          pageWhere: nearestFirst(query)
            ? await nearestRing(db, where, query, page.offset + page.limit)
            : where,
          countWhere: where,
        },
        ordering(query),
        page.limit,
        page.offset,
      );
  return answer(rows, total);
}

/**
 * Relevance order: listings whose title, address or area match, newest first, then those that
 * match only in the description, newest first. Up to COUNT_CAP matches are ranked, while the same
 * matches are counted beside them; a word in more listings than that is read group by group,
 * newest first, stopping at the page, so thousands of matches are never ranked in full.
 */
async function relevantPage(
  db: Db,
  { viewerId, limit, offset }: { viewerId: string | null; limit: number; offset: number },
  base: SQL | undefined,
  matches: SQL,
  inTitle: SQL,
): Promise<{ rows: ListingRow[]; total: number }> {
  // A title match is always a match too: asking for both would only mislead the planner.
  const where = and(base, matches);
  const [ranked, total] = await Promise.all([
    rankedListings(db, viewerId, where, inTitle, limit, offset),
    countProperties(db, where),
  ]);
  if (total <= COUNT_CAP) return { rows: ranked, total };
  const first = await pageOfListings(db, viewerId, and(base, inTitle), newestFirst(), limit, offset);
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

/**
 * The page's whole listings among the first COUNT_CAP + 1 matches in relevance order: only the
 * page's rows are joined and read (listingsByIds). Right whenever the matches are no more.
 */
async function rankedListings(
  db: Db,
  viewerId: string | null,
  where: SQL | undefined,
  inTitle: SQL,
  limit: number,
  offset: number,
): Promise<ListingRow[]> {
  const matched = db
    .select({
      id: properties.id,
      createdAt: properties.createdAt,
      inTitle: sql<boolean>`${inTitle}`.as('in_title'),
    })
    .from(properties)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matched');
  const page = await db
    .select({ id: matched.id })
    .from(matched)
    .orderBy(desc(matched.inTitle), sql`${matched.createdAt} desc nulls last`, asc(matched.id))
    .limit(limit)
    .offset(offset);
  return listingsByIds(
    db,
    viewerId,
    page.map((row) => row.id),
  );
}

/** The area and city filters, named by slug or name, as id lists (an unknown name matches nothing). */
async function placeFilters(db: Db, q: FindPropertiesQuery): Promise<Places> {
  const [areaIds, cityIds] = await Promise.all([
    q.area !== undefined ? placeIds(db, q.area, 'area') : undefined,
    q.city !== undefined ? placeIds(db, q.city, 'city') : undefined,
  ]);
  const oneOf = (column: Listings['areaId'] | Listings['cityId'], ids: number[]) =>
    ids.length ? inArray(column, ids) : sql`false`;
  return (t) => and(areaIds && oneOf(t.areaId, areaIds), cityIds && oneOf(t.cityId, cityIds));
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

/** The filters other than places and words, on the listings table or its copy. */
function filters(q: FindPropertiesQuery, t: Listings): SQL[] {
  const list: Array<SQL | undefined> = [
    q.property_type && sql`${t.propertyType} = ${q.property_type}`,
    q.category && sql`${t.category} = ${q.category}`,
    q.min_price !== undefined ? gte(t.price, q.min_price) : undefined,
    q.max_price !== undefined ? lte(t.price, q.max_price) : undefined,
    q.bedrooms !== undefined ? gte(t.bedrooms, q.bedrooms) : undefined,
    q.tenant && sql`(${t.tenant} = ${q.tenant} or ${t.tenant} = 'anyone')`,
    q.available_from !== undefined
      ? sql`(${t.availableFrom} is null or ${t.availableFrom} <= ${q.available_from})`
      : undefined,
    q.owners_only ? sql`${t.posterKind} = 'owner'` : undefined,
    q.bbox && inBox(t, q.bbox),
    nearFilter(q, t),
  ];
  return list.filter((c): c is SQL => c !== undefined);
}

/** Within `within_km` of the `near` landmark; an unknown landmark, like an unknown area, matches nothing. */
function nearFilter(q: FindPropertiesQuery, t: Listings): SQL | undefined {
  if (q.near === undefined) return undefined;
  const point = nearPoint(q);
  return point ? withinKm(t, point, q.within_km) : sql`false`;
}

/** Near a landmark, the nearest first unless another order is asked for. */
function nearestFirst(q: FindPropertiesQuery): boolean {
  return nearPoint(q) !== undefined && (q.sort === 'distance' || q.sort === undefined);
}

/**
 * The search narrowed to the smallest ring around the landmark (1/16, 1/8, 1/4, 1/2 of the radius)
 * that holds the page's `needed` listings: the nearest ones are the same, and only the ring's are
 * sorted, instead of every listing of a city-wide circle (bench:search, 5 km: p95 61 → 26 ms).
 * Each try counts no further than `needed`, from the place index alone.
 */
async function nearestRing(
  db: Db,
  where: SQL | undefined,
  q: FindPropertiesQuery,
  needed: number,
): Promise<SQL | undefined> {
  const point = nearPoint(q);
  if (!point) return where;
  for (const part of [16, 8, 4, 2]) {
    const km = q.within_km / part;
    if (km < 0.1) continue;
    const ring = and(where, withinKm(properties, point, km));
    const found = db
      .select({ one: sql`1` })
      .from(properties)
      .where(ring)
      .limit(needed)
      .as('found');
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(found);
    if ((row?.n ?? 0) >= needed) return ring;
  }
  return where;
}

function ordering(q: FindPropertiesQuery): SQL[] {
  const near = nearPoint(q);
  if (near && nearestFirst(q)) return [asc(distanceSql(properties, near)), ...newestFirst()];
  switch (q.sort) {
    case 'price_asc':
      return [asc(properties.price), ...newestFirst()];
    case 'price_desc':
      return [desc(properties.price), ...newestFirst()];
    default:
      return newestFirst();
  }
}
