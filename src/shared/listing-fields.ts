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
