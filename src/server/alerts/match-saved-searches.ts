import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { areas, properties, savedSearches, savedSearchMatches } from '../db/schema';
import { greatCircleKmSql } from '../properties/distance-search';
import { publiclyVisible } from '../properties/visibility';

/** Why listings are matched again: they were approved, or one's price fell from `previousPrice`. */
export type MatchCause = { reason: 'new' } | { reason: 'price_drop'; previousPrice: number };

export interface MatchCounts {
  /** New (search, listing) pairs written. */
  matched: number;
  /** Of those, the ones for searches that want their alert at once. */
  instant: number;
}

const counted = z.object({
  rows: z.array(z.object({ matched: z.coerce.number(), instant: z.coerce.number() })),
});

/**
 * Writes a match for every confirmed, running saved search that the given public listings now fall
 * into, in one statement, whatever the number of searches: each listing reads from the match index
 * only the searches of its deal, category and area and those that leave them open ('' or 0), and
 * checks the rest of their columns (saved-search-filters.ts) there. A pair already written is never
 * written again, so a search hears of a listing once. A price drop matches only the searches whose
 * maximum kept the listing out before.
 */
export async function matchSavedSearches(
  db: Db,
  propertyIds: string[],
  cause: MatchCause,
): Promise<MatchCounts> {
  if (propertyIds.length === 0) return { matched: 0, instant: 0 };
  const { rows } = counted.parse(await db.execute(matchStatement(propertyIds, cause)));
  return rows[0] ?? { matched: 0, instant: 0 };
}

/** The statement of matchSavedSearches, for it and for the benchmark's EXPLAIN. */
export function matchStatement(propertyIds: string[], cause: MatchCause): SQL {
  const s = savedSearches;
  const p = properties;
  const ids = sql`array[${sql.join(
    propertyIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  // The places that share an English name are one area to a search (placeIds): its key is their
  // smallest id, as saved-search-filters.ts writes it.
  const areaKey = sql`select min(g.id) from ${areas} g where lower(g.name) = lower(${areas.name})`;
  const priceDrop =
    cause.reason === 'price_drop'
      ? sql`and ${s.maxPrice} is not null and ${s.maxPrice} < ${cause.previousPrice}`
      : sql``;
  return sql`
    with matching as (
      select ${s.id} as saved_search_id, ${p.id} as property_id, ${s.frequency} as frequency
      from ${p}
      join ${areas} on ${areas.id} = ${p.areaId}
      cross join lateral (${areaKey}) as listing(area_key)
      -- Per listing, the searches its values find in the match index. OFFSET 0 keeps PostgreSQL
      -- from flattening this into a join, which it planned as one read of every search.
      cross join lateral (
        select * from ${s}
        where ${s.deal} in (${p.propertyType}, '')
          and ${s.category} in (${p.category}, '')
          and ${s.areaKey} = any(array[listing.area_key, 0]::smallint[])
          and ${s.confirmedAt} is not null and not ${s.paused}
        offset 0
      ) as ${s}
      where ${p.id} = any(${ids}) and ${publiclyVisible(p)}
        and (${s.areaIds} is null or ${p.areaId} = any(${s.areaIds}))
        and (${s.cityIds} is null or ${p.cityId} = any(${s.cityIds}))
        and (${s.minPrice} is null or ${p.price} >= ${s.minPrice})
        and (${s.maxPrice} is null or ${p.price} <= ${s.maxPrice})
        and (${s.bedrooms} is null or ${p.bedrooms} >= ${s.bedrooms})
        and (${s.tenant} is null or ${p.tenant} = ${s.tenant} or ${p.tenant} = 'anyone')
        and (${s.availableFrom} is null or ${p.availableFrom} is null or ${p.availableFrom} <= ${s.availableFrom})
        and (not ${s.ownersOnly} or ${p.posterKind} = 'owner')
        and (${s.keywordQuery} is null or ${p.searchVector} @@ ${s.keywordQuery})
        and (${s.nearLat} is null or ${p.placeLat} is not null and ${greatCircleKmSql(
          { lat: s.nearLat, lng: s.nearLng },
          { lat: p.placeLat, lng: p.placeLng },
        )} <= ${s.withinKm})
        ${priceDrop}
    ),
    written as (
      insert into ${savedSearchMatches} (saved_search_id, property_id, reason)
      select saved_search_id, property_id, ${cause.reason} from matching
      on conflict do nothing
      returning saved_search_id, property_id
    )
    -- What was written, and how many of those want an alert at once: from the matches, not by
    -- reading the saved searches again.
    select count(*) as matched, count(*) filter (where matching.frequency = 'instant') as instant
    from written join matching using (saved_search_id, property_id)`;
}
