import { AMENITIES, type Amenity, type Category, type PropertyType, type SizeUnit } from './enums';

/**
 * Which details a listing of a kind has (issue 20): no bedrooms, floor or lift for land, no
 * bedrooms for a shop or a parking space, no "who can rent" for anything but a home. The post form
 * asks only for these, and the server keeps only these (`property-values.ts`), so a listing that
 * changes its category loses the details that no longer fit.
 */
export interface ListingFields {
  /** New or old: a plot of land is neither. */
  condition: boolean;
  bedrooms: boolean;
  /** Bathrooms; an office's are its washrooms. */
  bathrooms: boolean;
  floor: boolean;
  /** Who can rent it (family, bachelors, students): for homes to rent. */
  tenant: boolean;
  /** The units its size is given in, the usual one first. */
  sizeUnits: readonly SizeUnit[];
  amenities: readonly Amenity[];
}

type Kind = Omit<ListingFields, 'floor' | 'tenant'> & {
  /** A house is sold whole, but rented out a floor at a time. */
  floor: boolean | 'rent';
  tenant: boolean;
};

// A house or a guest house is often told by the land it stands on (3 katha), a flat by its floor area.
const KINDS: Record<Category, Kind> = {
  apartment: {
    condition: true,
    bedrooms: true,
    bathrooms: true,
    floor: true,
    tenant: true,
    sizeUnits: ['sqft'],
    amenities: AMENITIES,
  },
  house: {
    condition: true,
    bedrooms: true,
    bathrooms: true,
    floor: 'rent',
    tenant: true,
    sizeUnits: ['sqft', 'katha', 'decimal'],
    amenities: AMENITIES,
  },
  land: {
    condition: false,
    bedrooms: false,
    bathrooms: false,
    floor: false,
    tenant: false,
    sizeUnits: ['katha', 'decimal', 'bigha'],
    amenities: ['security'],
  },
  office: {
    condition: true,
    bedrooms: false,
    bathrooms: true,
    floor: true,
    tenant: false,
    sizeUnits: ['sqft'],
    amenities: AMENITIES,
  },
  shop: {
    condition: true,
    bedrooms: false,
    bathrooms: false,
    floor: true,
    tenant: false,
    sizeUnits: ['sqft'],
    amenities: ['lift', 'generator', 'parking', 'security'],
  },
  parking: {
    condition: true,
    bedrooms: false,
    bathrooms: false,
    floor: true,
    tenant: false,
    sizeUnits: ['sqft'],
    amenities: ['security'],
  },
  'guest-house': {
    condition: true,
    bedrooms: true,
    bathrooms: true,
    floor: true,
    tenant: true,
    sizeUnits: ['sqft', 'katha', 'decimal'],
    amenities: AMENITIES,
  },
};

/** The details of a listing of this category and deal. */
export function listingFields(category: Category, deal: PropertyType): ListingFields {
  const kind = KINDS[category];
  return {
    ...kind,
    floor: kind.floor === 'rent' ? deal === 'rent' : kind.floor,
    tenant: kind.tenant && deal === 'rent',
  };
}

/**
 * The kinds of image a listing holds (issue 30): rows of one `photos` table, told apart by its
 * `kind` column. Each kind is sent as the multipart files of `field` on create and edit, kept in
 * the order `orderField` gives on edit (kept ones by id, new files as `new:<n>` among the files of
 * this kind), answered under the listing JSON's `json`, and moderated and revised as one set with
 * the others. Only the kinds that are `photos` make the listing's photos: its cover, its card, its
 * share picture and alerts. A new kind is one entry here, a translation, and where the page shows it.
 */
export const PHOTO_KINDS = ['photo', 'floor_plan'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

export interface PhotoKindFields {
  /** The multipart file field of create and edit. */
  field: 'photos' | 'floor_plans';
  /** The key of the listing JSON with this kind's images, in order (`[{id, url, srcset, width, height}]`). */
  json: 'photos' | 'floor_plans';
  /** The edit's order of this kind: kept ids and `new:<n>`; left out, the current ones then the new. */
  orderField: 'photo_order' | 'floor_plan_order';
  /** How many a listing may have. */
  max: number;
  /** The issue code when more are sent. */
  tooMany: 'too_many_photos' | 'too_many_floor_plans';
  /** Counts as the listing's photos: the cover, the card's picture and count, share images, alerts. */
  photos: boolean;
  /** For the OpenAPI document. */
  about: string;
}

export const PHOTO_KIND: Record<PhotoKind, PhotoKindFields> = {
  photo: {
    field: 'photos',
    json: 'photos',
    orderField: 'photo_order',
    max: 12,
    tooMany: 'too_many_photos',
    photos: true,
    about: 'in display order; the first is the cover',
  },
  floor_plan: {
    field: 'floor_plans',
    json: 'floor_plans',
    orderField: 'floor_plan_order',
    max: 2,
    tooMany: 'too_many_floor_plans',
    photos: false,
    about: 'floor-plan images, in display order; not counted as photos',
  },
};

/** The kinds that make a listing's photos (its cover and card picture): not its floor plans. */
export const LISTING_PHOTO_KINDS = PHOTO_KINDS.filter((kind) => PHOTO_KIND[kind].photos);

/** The kind of a photo row or a revision's photo; one stored before kinds were is a photo. */
export const kindOf = (photo: { kind?: PhotoKind | null }): PhotoKind => photo.kind ?? 'photo';
