import { CATEGORIES, type Category, type Language, type PropertyType } from '../../../shared/enums';
import {
  DETAIL_NAMES,
  LISTING_DETAILS,
  listingFields,
  type DetailName,
  type ListingDetail,
  type ListingFields,
} from '../../../shared/listing-fields';
import { localDigits, priceText, readNumber } from '../../../shared/format';
import { distanceKm, type Point } from '../../../shared/geo';
import type { Meta } from '../../../shared/meta';
import type { Property } from '../../../shared/property';
import type { CreatePropertyInput } from '../../../shared/property-input';
import { VISITOR, type Draft, type DraftValues } from './draft-store';

const orNull = (value: string) => (value.trim() === '' ? null : value);

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

/**
 * What the form asks for, given the deal and the category chosen (shared/listing-fields.ts); before
 * a category is chosen, everything a home has.
 */
export function fieldsFor(values: DraftValues): ListingFields {
  return listingFields(isCategory(values.category) ? values.category : 'apartment', values.property_type);
}

/** A detail's label in the form, the summary and the review: an office's bathrooms are its washrooms. */
export function detailLabel(name: DetailName, category: string): string {
  const detail: ListingDetail = LISTING_DETAILS[name];
  return (isCategory(category) && detail.labelFor?.[category]) || detail.label;
}

/** The size units offered: the category's, and the one a listing being edited already has. */
export function sizeUnitsFor(values: DraftValues): string[] {
  const units: string[] = [...fieldsFor(values).sizeUnits];
  return units.includes(values.size_unit) ? units : [...units, values.size_unit];
}

/**
 * The draft after choosing a category. A size unit the category does not offer (square feet for
 * land) gives way to its usual one, and the number typed in it, which would now mean something else.
 */
export function withCategory(values: DraftValues, category: string): DraftValues {
  const next = { ...values, category };
  const units: string[] = isCategory(category)
    ? [...listingFields(category, values.property_type).sizeUnits]
    : [];
  if (units.length === 0 || units.includes(values.size_unit)) return next;
  return { ...next, size_unit: units[0] ?? 'sqft', size_value: '' };
}

/** The draft after choosing the deal: a rent has a period, by month unless the owner says otherwise. */
export function withDeal(values: DraftValues, deal: PropertyType): DraftValues {
  const period = deal === 'rent' && !values.rent_time_period ? 'monthly' : values.rent_time_period;
  return { ...values, property_type: deal, rent_time_period: period };
}

/** An area's approximate centre (GET /meta), where its listings' pins start; null when unknown. */
export function areaCentre(areas: readonly Meta['areas'][number][], slug: string): Point | null {
  const area = areas.find((a) => a.slug === slug);
  return area?.lat != null && area.lng != null ? { lat: area.lat, lng: area.lng } : null;
}

/**
 * The draft after choosing an area: a pin the owner has not moved (at the old area's centre, or none)
 * goes to the new area's centre; a pin they moved stays where they put it.
 */
export function withArea(
  values: DraftValues,
  area: string,
  areas: readonly Meta['areas'][number][],
): DraftValues {
  const before = areaCentre(areas, values.area);
  const pin = values.pin ?? null;
  const moved = pin !== null && !(before && distanceKm(before, pin) < 0.001);
  return { ...values, area, pin: moved ? pin : areaCentre(areas, area) };
}

/**
 * The form's text as the API's listing input; numbers stay text for the shared schema to read.
 * What the form does not show for this deal and category is not sent (nor checked): the server
 * drops it from the listing too.
 */
export function draftToInput(values: DraftValues): CreatePropertyInput {
  const rent = values.property_type === 'rent';
  const shown = fieldsFor(values);
  // Text as typed (numbers in either digit set): the schema reads it and says what is wrong.
  const details = Object.fromEntries(
    DETAIL_NAMES.map((name) => [name, shown[name] ? orNull(values[name]) : undefined]),
  ) as Pick<CreatePropertyInput, DetailName>;
  return {
    property_type: values.property_type,
    property_title: values.property_title,
    description: values.description,
    price: values.price,
    price_type: values.price_type as CreatePropertyInput['price_type'],
    rent_time_period: rent
      ? (orNull(values.rent_time_period) as CreatePropertyInput['rent_time_period'])
      : undefined,
    category: values.category,
    property_address: { address: values.address, delegation: values.area, city: 'rajshahi' },
    // Without one (a draft from before the pin), a new listing's is its area's centre, an edit's kept.
    ...(values.pin && { pin: values.pin }),
    contact_number: values.contact_number,
    contact_email: orNull(values.contact_email),
    size: values.size_value.trim() ? { value: values.size_value, unit: values.size_unit as 'sqft' } : null,
    amenities: values.amenities.filter((amenity) =>
      (shown.amenities as readonly string[]).includes(amenity),
    ) as CreatePropertyInput['amenities'],
    ...details,
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
      area: listing.property_address.delegation.slug,
      address: listing.property_address.address,
      pin: listing.pin ?? null,
      size_value: digits(listing.size?.value ?? null),
      size_unit: listing.size?.unit ?? 'sqft',
      ...detailsToDraft(listing, language),
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
    // A copy kept offline from before listings had floor plans has none.
    floorPlans: (listing.floor_plans ?? []).map((plan) => ({
      key: plan.id,
      kind: 'kept' as const,
      id: plan.id,
      url: plan.url,
    })),
  };
}

/** A listing's details as the form's text: counts in the interface's digits, choices and months as they are. */
function detailsToDraft(listing: Property, language: Language): Record<DetailName, string> {
  const text = (name: DetailName) => {
    const value = listing[name];
    if (value === null) return '';
    return typeof value === 'number' ? localDigits(String(value), language) : value;
  };
  return Object.fromEntries(DETAIL_NAMES.map((name) => [name, text(name)])) as Record<DetailName, string>;
}

/** The typed price as visitors will read it ("১৪ ৫০০ BDT"), or null while it is not yet a price. */
export function shownPrice(typed: string, language: Language): string | null {
  const price = readNumber(typed);
  return price !== undefined && Number.isSafeInteger(price) && price > 0 ? priceText(price, language) : null;
}
