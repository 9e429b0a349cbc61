import { SQFT_PER_UNIT } from '../../shared/enums';
import {
  DETAIL_NAMES,
  LISTING_DETAILS,
  listingFields,
  type DetailName,
  type ListingDetail,
} from '../../shared/listing-fields';
import type { UpdatePropertyData } from '../../shared/property-input';
import type { properties } from '../db/schema';

type PropertyColumns = Partial<typeof properties.$inferInsert>;

/** A column of the table: a detail naming another fails to type-check. */
type Column<Name extends keyof PropertyColumns> = Name;

/** Each detail's column (shared/listing-fields.ts). */
export const DETAIL_COLUMNS = Object.fromEntries(
  DETAIL_NAMES.map((name) => [name, LISTING_DETAILS[name].column]),
) as { [K in DetailName]: Column<(typeof LISTING_DETAILS)[K]['column']> };

/** Maps the API's field names onto the table's columns; only the fields given are set. */
export function propertyColumns(input: UpdatePropertyData): PropertyColumns {
  const columns: PropertyColumns = {};
  if (input.property_type !== undefined) columns.propertyType = input.property_type;
  if (input.property_title !== undefined) columns.title = input.property_title;
  if (input.description !== undefined) columns.description = input.description;
  if (input.price !== undefined) columns.price = input.price;
  if (input.price_type !== undefined) columns.priceType = input.price_type;
  if (input.rent_time_period !== undefined) columns.rentTimePeriod = input.rent_time_period;
  if (input.category !== undefined) columns.category = input.category;
  if (input.property_address !== undefined) columns.address = input.property_address.address;
  if (input.contact_number !== undefined) columns.contactNumber = input.contact_number;
  if (input.contact_email !== undefined) columns.contactEmail = input.contact_email;
  if (input.size !== undefined) {
    columns.sizeValue = input.size?.value ?? null;
    columns.sizeUnit = input.size?.unit ?? null;
    columns.sizeSqft = input.size ? Math.round(input.size.value * SQFT_PER_UNIT[input.size.unit]) : null;
  }
  if (input.amenities !== undefined) columns.amenities = input.amenities;
  const details = columns as Record<string, unknown>;
  for (const name of DETAIL_NAMES) {
    const detail: ListingDetail = LISTING_DETAILS[name];
    // A detail with a default (who posts) is never cleared: null gives it its default back.
    if (input[name] !== undefined) details[DETAIL_COLUMNS[name]] = input[name] ?? detail.default ?? null;
  }
  // A listing for sale has no rent period and none of the rent-only details.
  if (input.property_type === 'sell') {
    columns.rentTimePeriod = null;
    for (const name of DETAIL_NAMES) {
      if (LISTING_DETAILS[name].where.sell.length === 0) details[DETAIL_COLUMNS[name]] = null;
    }
  }
  // Nor does a listing keep details its kind does not have (no bedrooms or lift for land), also when
  // an edit changes its kind: the form no longer shows them, so nobody could correct them.
  if (input.category !== undefined && input.property_type !== undefined) {
    const fields = listingFields(input.category, input.property_type);
    for (const name of DETAIL_NAMES) if (!fields[name]) details[DETAIL_COLUMNS[name]] = null;
    if (columns.amenities)
      columns.amenities = columns.amenities.filter((a) =>
        (fields.amenities as readonly string[]).includes(a),
      );
  }
  return columns;
}
