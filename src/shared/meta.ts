import { z } from 'zod';
import {
  ACCOUNT_TYPES,
  AMENITIES,
  CATEGORIES,
  CONDITIONS,
  PRICE_TYPES,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SIZE_UNITS,
  SORTS,
  SQFT_PER_UNIT,
  TENANTS,
} from './enums';
import { placeSchema } from './property';

export const metaSchema = z.object({
  success: z.literal(true),
  data: z.object({
    categories: z.array(z.enum(CATEGORIES)),
    property_types: z.array(z.enum(PROPERTY_TYPES)),
    price_types: z.array(z.enum(PRICE_TYPES)),
    rent_time_periods: z.array(z.enum(RENT_PERIODS)),
    property_conditions: z.array(z.enum(CONDITIONS)),
    tenants: z.array(z.enum(TENANTS)),
    amenities: z.array(z.enum(AMENITIES)),
    size_units: z.array(z.object({ unit: z.enum(SIZE_UNITS), sqft: z.number() })),
    account_types: z.array(z.enum(ACCOUNT_TYPES)),
    sorts: z.array(z.enum(SORTS)),
    dial_code: z.string(),
    cities: z.array(placeSchema),
    // Each area's approximate centre (WGS 84, 4 decimals): the post form's pin starts there.
    areas: z.array(
      placeSchema.extend({
        city: z.string(),
        kind: z.string(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
      }),
    ),
    // The site's public e-mail and phone (+8801XXXXXXXXX), or no phone when none is configured.
    contact: z.object({ email: z.string(), phone: z.string().nullable() }),
    // The server sends saved-search alerts by SMS (ALERT_SMS=on): a visitor's alert dialog offers a number.
    alert_sms: z.boolean(),
    // The map's tiles (MAP_TILES_URL, with {z}/{x}/{y}) and the credit their licence asks for.
    map_tiles: z.object({ url: z.string(), attribution: z.string() }),
  }),
});
export type Meta = z.infer<typeof metaSchema>['data'];

/** What /meta offers that is the same for every deployment: the vocabularies forms and filters use. */
export function vocabularies(): Omit<Meta, 'cities' | 'areas' | 'contact' | 'alert_sms' | 'map_tiles'> {
  return {
    categories: [...CATEGORIES],
    property_types: [...PROPERTY_TYPES],
    price_types: [...PRICE_TYPES],
    rent_time_periods: [...RENT_PERIODS],
    property_conditions: [...CONDITIONS],
    tenants: [...TENANTS],
    amenities: [...AMENITIES],
    size_units: SIZE_UNITS.map((unit) => ({ unit, sqft: SQFT_PER_UNIT[unit] })),
    account_types: [...ACCOUNT_TYPES],
    sorts: [...SORTS],
    dial_code: '+880',
  };
}
