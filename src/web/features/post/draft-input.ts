import type { Language } from '../../../shared/enums';
import { localDigits, priceText, readNumber } from '../../../shared/format';
import type { Property } from '../../../shared/property';
import type { CreatePropertyInput } from '../../../shared/property-input';
import { VISITOR, type Draft, type DraftValues } from './draft-store';

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The form's text as the API's listing input; numbers stay text for the shared schema to read. */
export function draftToInput(values: DraftValues): CreatePropertyInput {
  const rent = values.property_type === 'rent';
  return {
    property_type: values.property_type,
    property_title: values.property_title,
    description: values.description,
    price: values.price,
    price_type: values.price_type as CreatePropertyInput['price_type'],
    rent_time_period: rent
      ? (orNull(values.rent_time_period) as CreatePropertyInput['rent_time_period'])
      : null,
    category: values.category,
    property_condition: values.property_condition as CreatePropertyInput['property_condition'],
    property_address: { address: values.address, delegation: values.area, city: 'rajshahi' },
    contact_number: values.contact_number,
    contact_email: orNull(values.contact_email),
    bedrooms: orNull(values.bedrooms),
    bathrooms: orNull(values.bathrooms),
    size: values.size_value.trim() ? { value: values.size_value, unit: values.size_unit as 'sqft' } : null,
    floor: orNull(values.floor),
    available_from: rent ? orNull(values.available_from) : null,
    tenant: rent ? (orNull(values.tenant) as CreatePropertyInput['tenant']) : null,
    advance_months: rent ? orNull(values.advance_months) : null,
    amenities: values.amenities as CreatePropertyInput['amenities'],
  };
}

/**
 * A listing being edited, as the form's draft. Its numbers are written in the digits of the
 * interface (Bengali in bn), as a user would type them there; the schema reads either set.
 */
export function listingToDraft(listing: Property, language: Language): Draft {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  const digits = (value: number | null) => localDigits(text(value), language);
  return {
    owner: `edit:${listing._id}`,
    user: VISITOR, // the form sets the account once it is known
    step: 0,
    values: {
      property_type: listing.property_type,
      category: listing.category.name,
      property_title: listing.property_title,
      description: listing.description,
      property_condition: listing.property_condition,
      area: listing.property_address.delegation.slug,
      address: listing.property_address.address,
      bedrooms: digits(listing.bedrooms),
      bathrooms: digits(listing.bathrooms),
      size_value: digits(listing.size?.value ?? null),
      size_unit: listing.size?.unit ?? 'sqft',
      floor: digits(listing.floor),
      available_from: text(listing.available_from),
      tenant: text(listing.tenant),
      advance_months: digits(listing.advance_months),
      amenities: listing.amenities,
      price: digits(listing.price),
      price_type: listing.price_type,
      rent_time_period: text(listing.rent_time_period),
      contact_number: localDigits(`0${listing.contact_number}`, language),
      contact_email: text(listing.contact_email),
    },
    // The cover first: the form shows the first photo as the cover.
    photos: [...listing.photos]
      .sort((a, b) => Number(b.id === listing.cover_photo?.id) - Number(a.id === listing.cover_photo?.id))
      .map((photo) => ({ key: photo.id, kind: 'kept' as const, id: photo.id, url: photo.url })),
  };
}

/** The typed price as visitors will read it ("১৪ ৫০০ BDT"), or null while it is not yet a price. */
export function shownPrice(typed: string, language: Language): string | null {
  const price = readNumber(typed);
  return price !== undefined && Number.isSafeInteger(price) && price > 0 ? priceText(price, language) : null;
}
