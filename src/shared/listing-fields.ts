import {
  CATEGORIES,
  CONDITIONS,
  POSTER_KINDS,
  TENANTS,
  type Amenity,
  type Category,
  type PropertyType,
  type SizeUnit,
} from './enums';

const HOMES = ['apartment', 'house', 'guest-house'] as const satisfies readonly Category[];
const but = (...left: Category[]): Category[] => CATEGORIES.filter((category) => !left.includes(category));
const both = (categories: readonly Category[]) => ({ sell: categories, rent: categories });
const toRent = (categories: readonly Category[]) => ({ sell: [], rent: categories });

/**
 * A detail a listing may have beyond its title, place, price and size (issue 30): declared here
 * once, and read by the API's input and answer schemas (so the OpenAPI document), the columns the
 * server stores, revisions, the post form, its summary, the listing page and the review screen.
 * A new detail is one entry here, a column in `db/schema.ts` and its texts.
 */
interface DetailBase {
  /** The `properties` column it is stored in (checked against the table in `property-values.ts`). */
  column: string;
  /** The kinds of listing that have it, for sale and for rent: no bedrooms for land, no tenant for a sale. */
  where: { sell: readonly Category[]; rent: readonly Category[] };
  /** The post form's step that asks for it. */
  step: 'basics' | 'place' | 'rent';
  /** A listing that has it must say it. */
  required?: boolean;
  /**
   * What a listing that does not say it has: never null then, in the listing JSON as in its column
   * (NOT NULL with this default), and the form starts with it chosen.
   */
  default?: string;
  /** The form's label (and the summary's and the review's), with another for some kinds. */
  label: string;
  labelFor?: Partial<Record<Category, string>>;
  /** The listing page's name for it. */
  fact: string;
}

export type ListingDetail = DetailBase &
  (
    | { type: 'count'; min: number; max: number; unit?: 'floor' | 'months' | 'feet' }
    | { type: 'choice'; values: readonly string[]; texts: string }
    | { type: 'month' }
  );

export const LISTING_DETAILS = {
  // Who posts it (issue 32): the owner or the owner's family, or an agent. An agency's account posts
  // as an agent whatever it says (the server sees to it); an agent's listing is labelled.
  poster_kind: {
    column: 'posterKind',
    type: 'choice',
    values: POSTER_KINDS,
    texts: 'posterKind',
    default: 'owner',
    where: both(CATEGORIES),
    step: 'basics',
    label: 'post.posterKind',
    fact: 'property.listedBy',
  },
  property_condition: {
    column: 'condition',
    type: 'choice',
    values: CONDITIONS,
    texts: 'condition',
    // A plot of land is neither new nor old.
    where: both(but('land')),
    step: 'basics',
    required: true,
    label: 'post.condition',
    fact: 'property.condition',
  },
  bedrooms: {
    column: 'bedrooms',
    type: 'count',
    min: 0,
    max: 50,
    where: both(HOMES),
    step: 'place',
    label: 'post.bedrooms',
    fact: 'property.bedrooms',
  },
  bathrooms: {
    column: 'bathrooms',
    type: 'count',
    min: 0,
    max: 50,
    where: both([...HOMES, 'office']),
    step: 'place',
    label: 'post.bathrooms',
    // An office's are its washrooms.
    labelFor: { office: 'postDraft.washrooms' },
    fact: 'property.bathrooms',
  },
  floor: {
    column: 'floor',
    type: 'count',
    min: -2,
    max: 100,
    unit: 'floor',
    // A house is sold whole, but rented out a floor at a time.
    where: { sell: but('land', 'house'), rent: but('land') },
    step: 'place',
    label: 'post.floor',
    fact: 'property.floor',
  },
  road_width: {
    column: 'roadWidth',
    type: 'count',
    min: 1,
    max: 300,
    unit: 'feet',
    // How wide the road to a plot is decides what can be built and whether a truck reaches it.
    where: both(['land']),
    step: 'place',
    label: 'post.roadWidth',
    fact: 'property.roadWidth',
  },
  available_from: {
    column: 'availableFrom',
    type: 'month',
    where: toRent(CATEGORIES),
    step: 'rent',
    label: 'post.availableFrom',
    fact: 'property.availableFrom',
  },
  advance_months: {
    column: 'advanceMonths',
    type: 'count',
    min: 0,
    max: 24,
    unit: 'months',
    where: toRent(CATEGORIES),
    step: 'rent',
    label: 'post.advanceMonths',
    fact: 'property.advance',
  },
  tenant: {
    column: 'tenant',
    type: 'choice',
    values: TENANTS,
    texts: 'tenant',
    // Who can rent it (family, bachelors, students): for homes to rent.
    where: toRent(HOMES),
    step: 'rent',
    label: 'post.tenant',
    fact: 'property.tenant',
  },
} as const satisfies Record<string, ListingDetail>;

export type DetailName = keyof typeof LISTING_DETAILS;
export const DETAIL_NAMES = Object.keys(LISTING_DETAILS) as DetailName[];

/** A detail's value in the API and the listing JSON: a number, one of its choices, or a month "YYYY-MM". */
export type DetailValue<K extends DetailName> = (typeof LISTING_DETAILS)[K] extends { type: 'count' }
  ? number
  : (typeof LISTING_DETAILS)[K] extends { type: 'choice'; values: readonly (infer V)[] }
    ? V
    : string;
export type DetailValues = { [K in DetailName]: DetailValue<K> | NullFor<K> };
/** A detail with a default is never null. */
type NullFor<K extends DetailName> = (typeof LISTING_DETAILS)[K] extends { default: string } ? never : null;

/** Whether a listing of this category and deal has the detail. */
export function hasDetail(name: DetailName, category: Category, deal: PropertyType): boolean {
  return (LISTING_DETAILS[name].where[deal] as readonly Category[]).includes(category);
}

/** The details a listing of this category and deal has, with its size units and amenities. */
export type ListingFields = Record<DetailName, boolean> & {
  /** The units its size is given in, the usual one first. */
  sizeUnits: readonly SizeUnit[];
  amenities: readonly Amenity[];
};

// What a buyer of land asks first: can it be connected, and are its papers in order (mutation done,
// the record of rights, khatian, clean).
const LAND_FACTS = ['electricity', 'gas', 'water', 'mutation', 'clear_title', 'security'] as const;
const BUILDING_AMENITIES = ['lift', 'gas', 'generator', 'parking', 'security'] as const;

// A house or a guest house is often told by the land it stands on (3 katha), a flat by its floor area.
const SIZES_AND_AMENITIES: Record<Category, Pick<ListingFields, 'sizeUnits' | 'amenities'>> = {
  apartment: { sizeUnits: ['sqft'], amenities: BUILDING_AMENITIES },
  house: { sizeUnits: ['sqft', 'katha', 'decimal'], amenities: BUILDING_AMENITIES },
  land: { sizeUnits: ['katha', 'decimal', 'bigha'], amenities: LAND_FACTS },
  office: { sizeUnits: ['sqft'], amenities: BUILDING_AMENITIES },
  shop: { sizeUnits: ['sqft'], amenities: ['lift', 'generator', 'parking', 'security'] },
  parking: { sizeUnits: ['sqft'], amenities: ['security'] },
  'guest-house': { sizeUnits: ['sqft', 'katha', 'decimal'], amenities: BUILDING_AMENITIES },
};

/**
 * What a listing of this category and deal has: the form asks only for these, and the server keeps
 * only these (`property-values.ts`), so a listing that changes its kind loses what no longer fits.
 */
export function listingFields(category: Category, deal: PropertyType): ListingFields {
  const details = Object.fromEntries(DETAIL_NAMES.map((name) => [name, hasDetail(name, category, deal)]));
  return { ...(details as Record<DetailName, boolean>), ...SIZES_AND_AMENITIES[category] };
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
