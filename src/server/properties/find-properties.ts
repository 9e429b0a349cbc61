import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FindPropertiesQuery } from '../../shared/property-query';
import type { PropertyPage } from '../../shared/property';
import type { Db } from '../db/client';
import { areas, properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { keywordToTsquery } from './keyword-query';
import {
  approved,
  COUNT_CAP,
  countProperties,
  placeIds,
  newestFirst,
  pageOfIds,
  selectProperties,
  toPropertyJson,
} from './property-row';

// How alike a misspelt word and an area's name must be (pg_trgm similarity, 0 to 1).
const AREA_SIMILARITY = 0.4;

/**
 * A page of approved listings matching the filters and the keyword. Full-text search first; when
 * that finds nothing, the keyword is taken as a misspelt area name. A fixed number of queries a
 * page, whatever its length or depth: places named, the page's ids, the total, the listings.
 */
export async function findProperties(
  db: Db,
  storage: Storage,
  query: FindPropertiesQuery,
  viewerId: string | null,
): Promise<PropertyPage> {
  const places = await placeFilters(db, query);
  const tsquery = query.keyword ? keywordToTsquery(query.keyword) : null;
  const matches = tsquery ? sql`${properties.searchVector} @@ to_tsquery('simple', ${tsquery})` : undefined;
  const exact = await findPage(
    db,
    storage,
    query,
    viewerId,
    and(matches, places),
    tsquery ? relevance(tsquery) : null,
  );
  if (exact.total > 0 || !query.keyword) return exact;
  const nearAreas = await similarAreas(db, query.keyword);
  if (nearAreas.length === 0) return exact;
  return findPage(db, storage, query, viewerId, and(inArray(properties.areaId, nearAreas), places), null);
}

async function findPage(
  db: Db,
  storage: Storage,
  query: FindPropertiesQuery,
  viewerId: string | null,
  keywordMatch: SQL | undefined,
  rank: SQL | null,
): Promise<PropertyPage> {
  const where = and(approved(), keywordMatch, ...filters(query));
  // Only the page's ids are sorted and skipped over; the costly parts of a listing (photos, the
  // poster's count) are then read for those few rows alone, so page 400 costs what page 1 does.
  const offset = (query.page - 1) * query.limit;
  const { ids, total } = rank
    ? await rankedPage(db, where, ordering(query, rank), query.limit, offset)
    : await Promise.all([
        pageOfIds(db, where, ordering(query, null), query.limit, offset),
        countProperties(db, where),
      ]).then(([ids, total]) => ({ ids, total }));
  const rows = ids.length ? await selectProperties(db, viewerId).where(inArray(properties.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.p.id, row]));
  return {
    success: true,
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPropertyJson(row, storage)] : [];
    }),
    total: Math.min(total, COUNT_CAP),
    ...(total > COUNT_CAP && { totalCapped: true }),
    page: query.page,
    limit: query.limit,
  };
}

/**
 * A keyword's matches are few enough to count while sorting them: one pass over them instead of
 * two (the page, then the count).
 */
async function rankedPage(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  const rows = await db
    .select({ id: properties.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const total = rows[0]?.total ?? (offset > 0 ? await countProperties(db, where) : 0);
  return { ids: rows.map((row) => row.id), total };
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

/** Listings whose title, address or area match rank above those that match only in the description. */
function relevance(tsquery: string): SQL {
  return sql`(${properties.titleVector} @@ to_tsquery('simple', ${tsquery}))::int desc`;
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

function ordering(q: FindPropertiesQuery, rank: SQL | null): SQL[] {
  if (rank && (q.sort === undefined || q.sort === 'relevance')) return [rank, ...newestFirst()];
  switch (q.sort) {
    case 'price_asc':
      return [asc(properties.price), ...newestFirst()];
    case 'price_desc':
      return [desc(properties.price), ...newestFirst()];
    default:
      return newestFirst();
  }
}
