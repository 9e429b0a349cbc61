import { useSyncExternalStore } from 'react';
import type { PropertyType } from '../../../shared/enums';
import type { Point } from '../../../shared/geo';
import {
  DETAIL_NAMES,
  LISTING_DETAILS,
  type DetailName,
  type ListingDetail,
} from '../../../shared/listing-fields';

/** What the post form holds: text as typed, and the photos chosen (kept listing photos and new files). */
export type DraftValues = Record<DetailName, string> & {
  property_type: PropertyType;
  category: string;
  property_title: string;
  description: string;
  area: string;
  address: string;
  /**
   * The pin near the house: the area's centre until the owner moves it; null before an area is
   * chosen (and missing in drafts stored before the form had a pin: read it as null).
   */
  pin: Point | null;
  size_value: string;
  size_unit: string;
  amenities: string[];
  price: string;
  price_type: string;
  rent_time_period: string;
  contact_number: string;
  contact_email: string;
};

/** Whose a draft is while nobody is logged in; it becomes the account's that logs in to publish it. */
export const VISITOR = 'visitor';

export type DraftPhoto =
  | { key: string; kind: 'kept'; id: string; url: string }
  | { key: string; kind: 'new'; blob: Blob; url: string };

export interface Draft {
  /** Which form the draft belongs to: `new` (one draft for a new listing) or `edit:<id>`. */
  owner: string;
  /** Whose it is: the account's id, or VISITOR (who may log in at the last step). */
  user: string;
  step: number;
  values: DraftValues;
  photos: DraftPhoto[];
  /** The floor plans (up to PHOTO_KIND.floor_plan.max), kept and new like photos; not photos. */
  floorPlans: DraftPhoto[];
}

export function emptyValues(type: PropertyType): DraftValues {
  return {
    property_type: type,
    category: '',
    property_title: '',
    description: '',
    area: '',
    address: '',
    pin: null,
    size_value: '',
    size_unit: 'sqft',
    amenities: [],
    price: '',
    price_type: '',
    rent_time_period: type === 'rent' ? 'monthly' : '',
    contact_number: '',
    contact_email: '',
    // A detail with a default (who posts: the owner) starts chosen.
    ...(Object.fromEntries(
      DETAIL_NAMES.map((name) => [name, (LISTING_DETAILS[name] as ListingDetail).default ?? '']),
    ) as Record<DetailName, string>),
  };
}

// Kept in memory, outside React: the draft survives the trip to /sign-in and back at the last step,
// photos included. A copy goes to IndexedDB as the user types (use-draft-saving.ts), for reloads,
// closed tabs and crashes.
let draft: Draft | null = null;
const listeners = new Set<() => void>();

export function saveDraft(next: Draft | null): void {
  draft = next;
  listeners.forEach((listener) => listener());
}

export function discardDraft(): void {
  [...(draft?.photos ?? []), ...(draft?.floorPlans ?? [])].forEach(
    (photo) => photo.kind === 'new' && URL.revokeObjectURL(photo.url),
  );
  saveDraft(null);
}

/** The draft in memory, outside React. */
export function currentDraft(): Draft | null {
  return draft;
}

/** Calls `listener` on every change of the draft, at once; returns how to stop. */
export function subscribeDraft(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDraft(): Draft | null {
  return useSyncExternalStore(
    subscribeDraft,
    () => draft,
    () => null, // the server, and hydration: a draft lives in this tab only
  );
}
