import type { Property } from '../../../shared/property';
import type { CreatePropertyInput } from '../../../shared/property-input';
import type { Draft, DraftValues } from './draft-store';

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
    category: values.category as CreatePropertyInput['category'],
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

const text = (value: number | string | null) => (value === null ? '' : String(value));

/** A listing being edited, as the form's draft. */
export function listingToDraft(listing: Property): Draft {
  return {
    owner: `edit:${listing._id}`,
    step: 0,
    values: {
      property_type: listing.property_type,
      category: listing.category.name,
      property_title: listing.property_title,
      description: listing.description,
      property_condition: listing.property_condition,
      area: listing.property_address.delegation.slug,
      address: listing.property_address.address,
      bedrooms: text(listing.bedrooms),
      bathrooms: text(listing.bathrooms),
      size_value: text(listing.size?.value ?? null),
      size_unit: listing.size?.unit ?? 'sqft',
      floor: text(listing.floor),
      available_from: text(listing.available_from),
      tenant: text(listing.tenant),
      advance_months: text(listing.advance_months),
      amenities: listing.amenities,
      price: String(listing.price),
      price_type: listing.price_type,
      rent_time_period: text(listing.rent_time_period),
      contact_number: `0${listing.contact_number}`,
      contact_email: text(listing.contact_email),
    },
    // The cover first: the form shows the first photo as the cover.
    photos: [...listing.photos]
      .sort((a, b) => Number(b.id === listing.cover_photo?.id) - Number(a.id === listing.cover_photo?.id))
      .map((photo) => ({ key: photo.id, kind: 'kept' as const, id: photo.id, url: photo.url })),
  };
}
