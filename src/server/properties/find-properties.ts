import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FindPropertiesQuery } from '../../shared/property-query';
import type { PropertyPage } from '../../shared/property';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { keywordToTsquery } from './keyword-query';
import { approved, countProperties, namedPlace, selectProperties, toPropertyJson } from './property-row';

// How close a misspelt word must be to a word of a listing's title, address or area names.
const FUZZY_THRESHOLD = 0.4;

/**
 * A page of approved listings matching the filters and the keyword: full-text search first; when
 * that finds nothing, trigram similarity for misspelt words. Two queries a page either way.
 */
export async function findProperties(
  db: Db,
  storage: Storage,
  query: FindPropertiesQuery,
  viewerId: string | null,
): Promise<PropertyPage> {
  const tsquery = query.keyword ? keywordToTsquery(query.keyword) : null;
  const matches = tsquery ? sql`${properties.searchVector} @@ to_tsquery('simple', ${tsquery})` : undefined;
  const exact = await findPage(db, storage, query, viewerId, matches, tsquery ? relevance(tsquery) : null);
  if (exact.total > 0 || !query.keyword) return exact;
  const keyword = query.keyword;
  // The misspelling fallback: the similarity threshold is set for this transaction only.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
    );
    const similar = sql`${keyword} <% ${properties.searchText}`;
    return findPage(
      tx,
      storage,
      query,
      viewerId,
      similar,
      sql`word_similarity(${keyword}, ${properties.searchText}) desc`,
    );
  });
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
  const [rows, [count]] = await Promise.all([
    selectProperties(db, viewerId)
      .where(where)
      .orderBy(...ordering(query, rank))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    countProperties(db, where),
  ]);
  return {
    success: true,
    data: rows.map((row) => toPropertyJson(row, storage)),
    total: count?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** Listings whose title, address or area match rank above those that match only in the description. */
function relevance(tsquery: string): SQL {
  return sql`(to_tsvector('simple', ${properties.searchText}) @@ to_tsquery('simple', ${tsquery}))::int desc`;
}

function filters(q: FindPropertiesQuery): SQL[] {
  const list: Array<SQL | undefined> = [
    q.property_type && eq(properties.propertyType, q.property_type),
    q.category && eq(properties.category, q.category),
    q.area !== undefined ? namedPlace(q.area, 'area') : undefined,
    q.city !== undefined ? namedPlace(q.city, 'city') : undefined,
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
  if (rank && (q.sort === undefined || q.sort === 'relevance'))
    return [rank, desc(properties.createdAt), asc(properties.id)];
  switch (q.sort) {
    case 'price_asc':
      return [asc(properties.price), desc(properties.createdAt), asc(properties.id)];
    case 'price_desc':
      return [desc(properties.price), desc(properties.createdAt), asc(properties.id)];
    default:
      return [desc(properties.createdAt), asc(properties.id)];
  }
}
