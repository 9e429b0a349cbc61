import { asc, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AMENITIES, NEW_LISTING_DAYS, type Amenity } from '../../shared/enums';
import {
  DETAIL_NAMES,
  kindOf,
  LISTING_PHOTO_KINDS,
  PHOTO_KIND,
  PHOTO_KINDS,
  type DetailValues,
  type PhotoKind,
} from '../../shared/listing-fields';
import type { OwnershipProof, Photo, Property } from '../../shared/property';
import type { Db } from '../db/client';
import {
  areas,
  cities,
  adminActions,
  ownershipProofs,
  photos,
  properties,
  propertyRevisions,
  users,
} from '../db/schema';
import { photoUrls } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { locationJson } from './listing-place';
import { DETAIL_COLUMNS } from './property-values';
import { readRevision, type RevisionChanges } from './revision-changes';
import { publiclyVisible } from './visibility';
import { REVISION_FIELDS } from '../../shared/revision';

const DIAL_CODE = '+880';
const DAY_MS = 24 * 60 * 60 * 1000;

const area = alias(areas, 'area');
const city = alias(cities, 'city');
const poster = alias(users, 'poster');
const own = alias(properties, 'own');

// A listing's columns but its search text and vectors: two thirds of a row's bytes, which no
// reader shows, so pages neither send nor parse them.
const {
  searchText: _text,
  searchVector: _vector,
  titleVector: _title,
  ...listingColumns
} = getTableColumns(properties);

/**
 * One query returns whole listings: place names, poster, the poster's post count and the photos
 * come from joins and correlated subqueries, so a page costs the same whatever its length.
 *
 * The post count is what a visitor could find of the poster: their public listings, plus the one
 * on the screen when it is not public yet (its owner or an admin is looking), so a card never says
 * "০ posts" beside a listing that exists, and every viewer of it reads the same rule.
 *
 * A pending revision, why the last one was declined, and the owner's pin are read only for the owner and admins
 * (`isAdmin`): everyone else gets null from the query itself, so no reader can leak them.
 *
 * `viewerId` may be a placeholder, filled when a prepared query runs (get-property.ts).
 */
export function selectProperties(db: Db, viewerId: string | Placeholder | null, { isAdmin = false } = {}) {
  const mayReadRevision = isAdmin
    ? sql`true`
    : viewerId
      ? sql`${properties.userId} = ${viewerId}`
      : sql`false`;
  return db
    .select({
      p: listingColumns,
      area: { slug: area.slug, name: area.name, name_bn: area.nameBn },
      city: { slug: city.slug, name: city.name, name_bn: city.nameBn },
      poster: { id: poster.id, name: poster.name, avatarKey: poster.avatarKey },
      // The listing's number is one its owner proved theirs by SMS (issue 19).
      contactVerified: sql<boolean>`coalesce(${poster.phoneVerifiedAt} is not null
        and ${poster.phone} = ${properties.contactNumber}, false)`.mapWith(Boolean),
      // Two parts, so that the count is read from the (user_id, status) index alone.
      postCount: sql<number>`(select count(*) from ${properties} as own
        where ${own.userId} = ${properties.userId} and ${publiclyVisible(own)})
        + (case when ${publiclyVisible()} then 0 else 1 end)`.mapWith(Number),
      // Every kind (photos, floor plans), split by kind in listingJson.
      photos: sql<StoredPhoto[] | string>`(select coalesce(json_agg(json_build_object(
          'id', ph.id, 'kind', ph.kind, 'key', ph.storage_key, 'width', ph.width, 'height', ph.height)
          order by ph.kind, ph.position), '[]')
        from ${photos} as ph where ph.property_id = ${properties.id})`,
      favorite: viewerId
        ? sql<boolean>`exists(select 1 from favorites f where f.user_id = ${viewerId} and f.property_id = ${properties.id})`
        : sql<boolean>`false`,
      // The owner's pin, read by the same rule as the revision (listing-place.ts).
      mayReadPin: sql<boolean>`${mayReadRevision}`.mapWith(Boolean),
      revision: sql<unknown>`(select r.changes from ${propertyRevisions} as r
        where r.property_id = ${properties.id} and ${mayReadRevision})`,
      // The last proof of ownership sent, for the owner and admins: never its file.
      ownershipProof: sql<StoredProof | string | null>`(select json_build_object('kind', op.kind,
          'status', op.status, 'reason', op.reason, 'sent_at', op.sent_at, 'decided_at', op.decided_at)
        from ${ownershipProofs} as op where op.property_id = ${properties.id} and ${mayReadRevision})`,
      // Declined after the listing last changed: the approval of a later revision clears it.
      revisionRejection: sql<string | null>`(select ma.reason from ${adminActions} as ma
        where ma.property_id = ${properties.id} and ma.action = 'decline_revision'
        and ma.created_at >= ${properties.updatedAt} and ${mayReadRevision}
        order by ma.created_at desc limit 1)`,
    })
    .from(properties)
    .innerJoin(area, eq(area.id, properties.areaId))
    .innerJoin(city, eq(city.id, properties.cityId))
    .innerJoin(poster, eq(poster.id, properties.userId))
    .$dynamic();
}

// Counting every match of a broad search would cost more than the page itself, and nobody reads
// a thousand results: beyond this many the total is shown as "1,000+" (PropertyPage.totalCapped).
export const COUNT_CAP = 1_000;

/** How many listings match, counting no further than COUNT_CAP + 1. */
export async function countProperties(db: Db, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  return row?.total ?? 0;
}

/**
 * One page of whole listings, in order: the page's ids are found first (filters on the listings
 * table alone, so indexes serve), then only those rows are read whole (listingsByIds).
 */
export async function pageOfListings(
  db: Db,
  viewerId: string | null,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<ListingRow[]> {
  const page = await db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return listingsByIds(
    db,
    viewerId,
    page.map((row) => row.id),
  );
}

/**
 * A page of whole listings (as pageOfListings, from the rows of `pageWhere`) and how many listings
 * match `countWhere` (as countProperties). The page's ids and the count are one statement: the count
 * is a subquery of its own, which PostgreSQL runs once, so a search costs one round trip less.
 * A page past the last match has no row to carry the count: it is counted apart.
 */
export async function pageAndTotal(
  db: Db,
  viewerId: string | null,
  { pageWhere, countWhere }: { pageWhere: SQL | undefined; countWhere: SQL | undefined },
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ rows: ListingRow[]; total: number }> {
  const capped = db
    .select({ one: sql`1` })
    .from(properties)
    .where(countWhere)
    .limit(COUNT_CAP + 1);
  const page = await db
    .select({
      id: properties.id,
      total: sql<number>`(select count(*) from (${capped}) as capped)`.mapWith(Number),
    })
    .from(properties)
    .where(pageWhere)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const total = page[0]?.total ?? (offset === 0 ? 0 : await countProperties(db, countWhere));
  const rows = await listingsByIds(
    db,
    viewerId,
    page.map((row) => row.id),
  );
  return { rows, total };
}

/**
 * Whole listings by id, in the order of `ids`. The query is the same for every page (the ids are one
 * parameter), so its SQL is built once per database and kind of reader (decision 029): building it
 * for each request cost more than running it.
 */
export async function listingsByIds(db: Db, viewerId: string | null, ids: string[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  const reader = viewerId ? 'user' : 'visitor';
  let queries = byIdsQueries.get(db);
  if (!queries) byIdsQueries.set(db, (queries = new Map<'user' | 'visitor', ByIdsQuery>()));
  let query = queries.get(reader);
  if (!query) queries.set(reader, (query = buildByIdsQuery(db, reader)));
  const rows = await query.execute({ ids, viewer: viewerId });
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.p.id)! - position.get(b.p.id)!);
}

function buildByIdsQuery(db: Db, reader: 'user' | 'visitor') {
  // Unnamed, as the listing's own (get-property.ts): a server-side statement would outlive a migration.
  return selectProperties(db, reader === 'user' ? sql.placeholder('viewer') : null)
    .where(sql`${properties.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare(undefined as unknown as string);
}
type ByIdsQuery = ReturnType<typeof buildByIdsQuery>;
const byIdsQueries = new WeakMap<Db, Map<'user' | 'visitor', ByIdsQuery>>();

/** Newest first, matching the indexes (created_at DESC NULLS LAST, id). */
export const newestFirst = () => [sql`${properties.createdAt} desc nulls last`, asc(properties.id)];

export type ListingRow = Awaited<ReturnType<ReturnType<typeof selectProperties>['execute']>>[number];
interface StoredProof {
  kind: OwnershipProof['kind'];
  status: OwnershipProof['status'];
  reason: string | null;
  sent_at: string;
  decided_at: string | null;
}

/** A proof as the query reads it (json_build_object's text, on PGlite), with ISO times. */
function proofJson(value: StoredProof | string | null): OwnershipProof | null {
  if (value === null) return null;
  const proof = typeof value === 'string' ? (JSON.parse(value) as StoredProof) : value;
  return {
    ...proof,
    sent_at: new Date(proof.sent_at).toISOString(),
    decided_at: proof.decided_at === null ? null : new Date(proof.decided_at).toISOString(),
  };
}

interface StoredPhoto {
  id: string;
  kind?: PhotoKind;
  key: string;
  width: number;
  height: number;
}

export function toPropertyJson(row: ListingRow, storage: Storage, now = Date.now()): Property {
  const listing = listingJson(row, storage, now);
  const revision = readRevision(row.revision);
  if (!revision) return { ...listing, revision_rejection_reason: row.revisionRejection ?? null };
  return { ...listing, pending_revision: revisionJson(listing, row, revision, storage, now) };
}

/** The fields a revision changes, with their new values shaped as the listing JSON shapes them. */
function revisionJson(
  listing: Property,
  row: ListingRow,
  revision: RevisionChanges,
  storage: Storage,
  now: number,
): Record<string, unknown> {
  const after = listingJson(
    {
      ...row,
      p: {
        ...row.p,
        ...revision.columns,
        ...(revision.coverPhotoId !== undefined && { coverPhotoId: revision.coverPhotoId }),
      },
      area: revision.place?.delegation ?? row.area,
      city: revision.place?.city ?? row.city,
      photos:
        revision.photos?.map((ph) => ({
          id: ph.id,
          kind: ph.kind,
          key: ph.storageKey,
          width: ph.width,
          height: ph.height,
        })) ?? row.photos,
    },
    storage,
    now,
  );
  const changed: Record<string, unknown> = {};
  for (const field of REVISION_FIELDS) {
    if (JSON.stringify(after[field]) !== JSON.stringify(listing[field])) changed[field] = after[field];
  }
  return changed;
}

function listingJson(row: ListingRow, storage: Storage, now: number): Property {
  const { p } = row;
  // node-postgres parses json columns, PGlite may hand them over as text.
  const stored = typeof row.photos === 'string' ? (JSON.parse(row.photos) as StoredPhoto[]) : row.photos;
  const ofKinds = (kinds: readonly PhotoKind[]): Photo[] =>
    stored
      .filter((ph) => kinds.includes(kindOf(ph)))
      .map((ph) => ({ id: ph.id, width: ph.width, height: ph.height, ...photoUrls(storage, ph.key) }));
  // The kinds that are the listing's photos (photos, the cover); each other kind under its own key.
  const photoList = ofKinds(LISTING_PHOTO_KINDS);
  const others = Object.fromEntries(
    PHOTO_KINDS.filter((kind) => !PHOTO_KIND[kind].photos).map((kind) => [
      PHOTO_KIND[kind].json,
      ofKinds([kind]),
    ]),
  ) as Pick<Property, 'floor_plans'>;
  const cover = photoList.find((ph) => ph.id === p.coverPhotoId) ?? photoList[0] ?? null;
  return {
    _id: p.id,
    property_type: p.propertyType,
    property_title: p.title,
    description: p.description,
    price: p.price,
    price_type: p.priceType,
    rent_time_period: p.rentTimePeriod,
    category: { name: p.category },
    property_address: { address: p.address, delegation: row.area, city: row.city },
    ...locationJson(p, row.mayReadPin),
    contact_number: p.contactNumber.startsWith(DIAL_CODE)
      ? p.contactNumber.slice(DIAL_CODE.length)
      : p.contactNumber,
    contact_number_prefix: { dialCode: DIAL_CODE },
    contact_verified: row.contactVerified,
    contact_email: p.contactEmail,
    photos: photoList,
    ...others,
    cover_photo: cover,
    property_status: p.status,
    approvedRejectBy: p.approvedRejectBy,
    rejection_reason: p.rejectionReason,
    market_status: p.marketStatus,
    expiresAt: p.expiresAt?.toISOString() ?? null,
    owner_verified_at: p.ownerVerifiedAt?.toISOString() ?? null,
    ownership_proof: proofJson(row.ownershipProof),
    pending_revision: null,
    revision_rejection_reason: null,
    user: {
      _id: row.poster.id,
      name: row.poster.name,
      avatar: row.poster.avatarKey ? { url: photoUrls(storage, row.poster.avatarKey).url } : null,
    },
    totalData: row.postCount,
    favorite: Boolean(row.favorite),
    isNew: now - p.createdAt.getTime() < NEW_LISTING_DAYS * DAY_MS,
    size:
      p.sizeValue !== null && p.sizeUnit !== null && p.sizeSqft !== null
        ? { value: p.sizeValue, unit: p.sizeUnit, sqft: p.sizeSqft }
        : null,
    amenities: p.amenities.filter(isAmenity),
    ...detailValues(p),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The listing's details (shared/listing-fields.ts) from their columns. */
function detailValues(p: ListingRow['p']): DetailValues {
  return Object.fromEntries(DETAIL_NAMES.map((name) => [name, p[DETAIL_COLUMNS[name]]])) as DetailValues;
}

function isAmenity(value: string): value is Amenity {
  return (AMENITIES as readonly string[]).includes(value);
}
