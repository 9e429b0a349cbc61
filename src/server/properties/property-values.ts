import { SQFT_PER_UNIT } from '../../shared/enums';
import { listingFields } from '../../shared/listing-fields';
import type { UpdatePropertyData } from '../../shared/property-input';
import type { properties } from '../db/schema';

type PropertyColumns = Partial<typeof properties.$inferInsert>;

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
  if (input.property_condition !== undefined) columns.condition = input.property_condition ?? null;
  if (input.property_address !== undefined) columns.address = input.property_address.address;
  if (input.contact_number !== undefined) columns.contactNumber = input.contact_number;
  if (input.contact_email !== undefined) columns.contactEmail = input.contact_email;
  if (input.bedrooms !== undefined) columns.bedrooms = input.bedrooms;
  if (input.bathrooms !== undefined) columns.bathrooms = input.bathrooms;
  if (input.size !== undefined) {
    columns.sizeValue = input.size?.value ?? null;
    columns.sizeUnit = input.size?.unit ?? null;
    columns.sizeSqft = input.size ? Math.round(input.size.value * SQFT_PER_UNIT[input.size.unit]) : null;
  }
  if (input.floor !== undefined) columns.floor = input.floor;
  if (input.available_from !== undefined) columns.availableFrom = input.available_from;
  if (input.tenant !== undefined) columns.tenant = input.tenant;
  if (input.advance_months !== undefined) columns.advanceMonths = input.advance_months;
  if (input.amenities !== undefined) columns.amenities = input.amenities;
  // A listing for sale has no rent period and none of the rent-only details.
  if (input.property_type === 'sell') {
    Object.assign(columns, { rentTimePeriod: null, availableFrom: null, tenant: null, advanceMonths: null });
  }
  // Nor does a listing keep details its kind does not have (no bedrooms or lift for land), also when
  // an edit changes its kind: the form no longer shows them, so nobody could correct them.
  if (input.category !== undefined && input.property_type !== undefined) {
    const fields = listingFields(input.category, input.property_type);
    if (!fields.condition) columns.condition = null;
    if (!fields.bedrooms) columns.bedrooms = null;
    if (!fields.bathrooms) columns.bathrooms = null;
    if (!fields.floor) columns.floor = null;
    if (!fields.tenant) columns.tenant = null;
    if (columns.amenities)
      columns.amenities = columns.amenities.filter((a) =>
        (fields.amenities as readonly string[]).includes(a),
      );
  }
  return columns;
}
