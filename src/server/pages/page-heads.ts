import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../shared/enums';
import { priceText } from '../../shared/format';
import { LISTING_PHOTO_KINDS } from '../../shared/listing-fields';
import { GALLERY_PHOTO_SIZES } from '../../shared/photo-sizes';
import { withKeywordUnderstood } from '../../shared/search-understanding';
import type { Db } from '../db/client';
import { areas, cities, photos, properties } from '../db/schema';
import { photoUrls, shareImageName } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { placeIds } from '../db/place-ids';
import { publiclyVisible } from '../properties/visibility';
import { excerpt, type PageHead } from './head';
import { copyFor, fill } from './page-copy';

// The site's own link-preview picture (public/share.jpg), for pages without a listing photo.
const SITE_IMAGE = '/share.jpg';

export interface HeadContext {
  db: Db;
  storage: Storage;
  publicUrl: string;
  language: Language;
}

/** Home and every page without a head of its own. */
export function siteHead(ctx: HeadContext, path: string, noindex = false): PageHead {
  const copy = copyFor(ctx.language);
  return {
    title: copy.siteTitle,
    description: copy.siteDescription,
    canonical: ctx.publicUrl + path,
    image: ctx.publicUrl + SITE_IMAGE,
    type: 'website',
    noindex,
  };
}

/** The price guide: its own title and description; one address whatever area it shows. */
export function priceGuideHead(ctx: HeadContext): PageHead {
  const copy = copyFor(ctx.language);
  return {
    ...siteHead(ctx, '/price-guide'),
    title: copy.priceGuideTitle + copy.titleSuffix,
    description: copy.priceGuideDescription,
  };
}

/** A search or area page: named after the area (or the keyword) and the kind of deal. */
export async function searchHead(ctx: HeadContext, asked: Record<string, unknown>): Promise<PageHead> {
  const copy = copyFor(ctx.language);
  // The place and deal as the page reads them ("flat in Kajla" is the Kazla page), the words as typed.
  const query: Record<string, unknown> =
    typeof asked.keyword === 'string' ? withKeywordUnderstood({ ...asked, keyword: asked.keyword }) : asked;
  const text = (key: string) => (typeof query[key] === 'string' ? query[key].trim().slice(0, 80) : '');
  const keyword = typeof asked.keyword === 'string' ? asked.keyword.trim().slice(0, 80) : '';
  const [areaId] = text('area') ? await placeIds(ctx.db, text('area'), 'area') : [];
  const [area] = areaId ? await ctx.db.select().from(areas).where(eq(areas.id, areaId)) : [];
  const place = area ? (ctx.language === 'bn' ? area.nameBn : area.name) : '';
  const type = text('property_type');
  const title = place
    ? fill(
        type === 'rent' ? copy.searchPlace_rent : type === 'sell' ? copy.searchPlace_sell : copy.searchPlace,
        {
          place,
        },
      )
    : keyword
      ? fill(copy.searchKeyword, { keyword })
      : copy.searchAll;
  // An area page is worth indexing under its own address; other filters only repeat it.
  const canonical = new URL('/property-searched', ctx.publicUrl);
  if (area) canonical.searchParams.set('area', area.slug);
  if (area && (type === 'rent' || type === 'sell')) canonical.searchParams.set('property_type', type);
  return {
    title: title + copy.titleSuffix,
    description: fill(copy.searchDescription, {
      place: place || (ctx.language === 'bn' ? 'রাজশাহী' : 'Rajshahi'),
    }),
    canonical: canonical.toString(),
    image: ctx.publicUrl + SITE_IMAGE,
    type: 'website',
    noindex: Boolean(keyword) && !area,
  };
}

/**
 * A listing's page: its title, price and place, its cover photo as the preview, and schema.org
 * data. Null when the listing does not exist or is not public: the page is then a 404 (or 410). A
 * listing sold or rented keeps its page, badged, for a while, but search engines are asked to drop it.
 */
export async function listingHead(ctx: HeadContext, id: string): Promise<PageHead | null> {
  const [row] = await ctx.db
    .select({
      p: properties,
      area: areas,
      city: cities,
      // The chosen cover, or the first photo, as the listing pages show it.
      cover: sql<string | null>`(select ${photos.storageKey} from ${photos}
        where ${photos.propertyId} = ${properties.id} and ${inArray(photos.kind, LISTING_PHOTO_KINDS)}
        order by (${photos.id} = ${properties.coverPhotoId}) desc nulls last, ${photos.position} limit 1)`,
      // The photo the page's gallery opens with: the first one.
      firstPhoto: sql<string | null>`(select ${photos.storageKey} from ${photos}
        where ${photos.propertyId} = ${properties.id} and ${inArray(photos.kind, LISTING_PHOTO_KINDS)}
        order by ${photos.position} limit 1)`,
    })
    .from(properties)
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(properties.id, id), publiclyVisible(properties, { closed: true })));
  if (!row) return null;
  const { p } = row;
  const t = copyFor(ctx.language);
  const bnPlace = ctx.language === 'bn';
  const place = `${bnPlace ? row.area.nameBn : row.area.name}, ${bnPlace ? row.city.nameBn : row.city.name}`;
  const price = priceText(p.price, ctx.language);
  const canonical = `${ctx.publicUrl}/product/${p.id}`;
  const image = row.cover
    ? new URL(ctx.storage.url(shareImageName(row.cover)), ctx.publicUrl).href
    : ctx.publicUrl + SITE_IMAGE;
  return {
    title: `${p.title} · ${price}${t.titleSuffix}`,
    description: fill(t.listingDescription, {
      type: t.propertyType[p.propertyType],
      category: t.category[p.category],
      place,
      text: excerpt(p.description, 120),
    }),
    canonical,
    image,
    type: 'product',
    noindex: p.marketStatus !== 'available',
    ...(row.firstPhoto && {
      preloadImage: { ...photoUrls(ctx.storage, row.firstPhoto), sizes: GALLERY_PHOTO_SIZES },
    }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: p.title,
      description: excerpt(p.description, 300),
      url: canonical,
      image,
      datePosted: p.createdAt.toISOString(),
      offers: {
        '@type': 'Offer',
        price: p.price,
        priceCurrency: 'BDT',
        businessFunction: `http://purl.org/goodrelations/v1#${p.propertyType === 'rent' ? 'LeaseOut' : 'Sell'}`,
      },
      contentLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: p.address,
          addressLocality: bnPlace ? row.area.nameBn : row.area.name,
          addressRegion: bnPlace ? row.city.nameBn : row.city.name,
          addressCountry: 'BD',
        },
      },
    },
  };
}

/** The head of a listing page that is not there. */
export function missingListingHead(ctx: HeadContext, path: string): PageHead {
  const copy = copyFor(ctx.language);
  return {
    ...siteHead(ctx, path, true),
    title: copy.notFoundTitle + copy.titleSuffix,
    description: copy.notFoundDescription,
  };
}
