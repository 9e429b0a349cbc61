import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../shared/enums';
import type { Db } from '../db/client';
import { areas, properties } from '../db/schema';
import { LISTING_PHOTO_KINDS } from '../../shared/listing-fields';
import { shareImageName } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { publiclyVisible } from '../properties/visibility';
import type { AlertListing } from './channels';

/** A public listing as alerts show it, before the reader's language picks its area's name. */
export interface ListingForAlert {
  id: string;
  title: string;
  price: number;
  rentPeriod: AlertListing['rentPeriod'];
  areaName: Record<Language, string>;
  photoUrl: string | null;
}

/**
 * The listings among `ids` that are public now (`publiclyVisible`), in one query, by id. The photo
 * is the cover's 1200 × 630 JPEG made for link previews: mail programs that draw no WebP (Outlook)
 * draw it, and it is the one variant with an absolute address wherever the files are stored.
 */
export async function findListingsForAlert(
  db: Db,
  storage: Storage,
  publicUrl: string,
  ids: string[],
): Promise<Map<string, ListingForAlert>> {
  if (ids.length === 0) return new Map();
  const p = properties;
  const rows = await db
    .select({
      id: p.id,
      title: p.title,
      price: p.price,
      rentPeriod: p.rentTimePeriod,
      areaEn: areas.name,
      areaBn: areas.nameBn,
      // Names written out: Drizzle leaves the selected table's columns unqualified in a select list.
      // Of the kinds that are photos: never a floor plan.
      coverKey: sql<string | null>`(select ph.storage_key from photos ph
        where ph.property_id = properties.id and ph.kind in ${LISTING_PHOTO_KINDS}
        order by (ph.id = properties.cover_photo_id) desc nulls last, ph.position limit 1)`,
    })
    .from(p)
    .innerJoin(areas, eq(areas.id, p.areaId))
    .where(and(inArray(p.id, ids), publiclyVisible(p)));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        price: row.price,
        rentPeriod: row.rentPeriod,
        areaName: { en: row.areaEn, bn: row.areaBn },
        photoUrl: row.coverKey ? new URL(storage.url(shareImageName(row.coverKey)), publicUrl).href : null,
      },
    ]),
  );
}

/** The listing in the reader's language, with its page's address. */
export function alertListing(listing: ListingForAlert, language: Language, publicUrl: string): AlertListing {
  return {
    id: listing.id,
    title: listing.title,
    price: listing.price,
    rentPeriod: listing.rentPeriod,
    areaName: listing.areaName[language],
    photoUrl: listing.photoUrl,
    url: `${publicUrl}/product/${listing.id}`,
  };
}
