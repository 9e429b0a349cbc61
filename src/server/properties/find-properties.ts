import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FindPropertiesQuery } from '../../shared/property-query';
import type { PropertyPage } from '../../shared/property';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import type { Storage } from '../media/storage';
import { approved, countProperties, namedPlace, selectProperties, toPropertyJson } from './property-row';

/** A page of approved listings matching the filters: two queries whatever the page size. */
export async function findProperties(
  db: Db,
  storage: Storage,
  query: FindPropertiesQuery,
  viewerId: string | null,
): Promise<PropertyPage> {
  const where = and(approved(), ...filters(query));
  const [rows, [count]] = await Promise.all([
    selectProperties(db, viewerId)
      .where(where)
      .orderBy(...ordering(query))
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
  ];
  return list.filter((c): c is SQL => c !== undefined);
}

function ordering(q: FindPropertiesQuery): SQL[] {
  switch (q.sort) {
    case 'price_asc':
      return [asc(properties.price), desc(properties.createdAt), asc(properties.id)];
    case 'price_desc':
      return [desc(properties.price), desc(properties.createdAt), asc(properties.id)];
    default:
      return [desc(properties.createdAt), asc(properties.id)];
  }
}
