import type { PhotoKind } from '../../shared/listing-fields';
import type { Place } from '../../shared/property';
import type { properties } from '../db/schema';
import { DETAIL_COLUMNS } from './property-values';

type Row = typeof properties.$inferSelect;

/** The listing columns an owner's revision may change (everything the edit form sends). */
const CORE_COLUMNS = [
  'propertyType',
  'title',
  'description',
  'price',
  'priceType',
  'rentTimePeriod',
  'category',
  'address',
  'areaId',
  'cityId',
  'contactNumber',
  'contactEmail',
  'sizeValue',
  'sizeUnit',
  'sizeSqft',
  'amenities',
  // The owner's pin and the public point that follows it (listing-place.ts).
  'pinLat',
  'pinLng',
  'placeLat',
  'placeLng',
] as const satisfies ReadonlyArray<keyof Row>;
type DetailColumn = (typeof DETAIL_COLUMNS)[keyof typeof DETAIL_COLUMNS];
export const REVISABLE_COLUMNS: ReadonlyArray<(typeof CORE_COLUMNS)[number] | DetailColumn> = [
  ...CORE_COLUMNS,
  ...Object.values(DETAIL_COLUMNS),
];
export type RevisionColumns = Partial<Pick<Row, (typeof REVISABLE_COLUMNS)[number]>>;

/**
 * An image of a revision's set: a listing photo or floor plan kept (its id) or a new file (a fresh
 * id). Revisions stored before kinds were hold photos only, without `kind`.
 */
export interface RevisionPhoto {
  id: string;
  kind?: PhotoKind;
  storageKey: string;
  width: number;
  height: number;
}

/**
 * What `property_revisions.changes` holds: the changed columns with their new values, the names
 * of a changed place (so readers need no lookup), and, when the photos or floor plans changed, the
 * whole new set of every kind (kind after kind, each in order) and the cover. The files of a revision's new photos are stored but have no
 * `photos` row until approval; the orphan sweep reads these keys (sweep-orphan-files.ts).
 */
export interface RevisionChanges {
  columns: RevisionColumns;
  place?: { delegation: Place; city: Place };
  photos?: RevisionPhoto[];
  coverPhotoId?: string | null;
}

/** The stored changes; node-postgres parses jsonb, PGlite may hand it over as text. */
export function readRevision(value: unknown): RevisionChanges | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as RevisionChanges;
}

/** Whether a revision asks for anything at all. */
export function isEmptyRevision(changes: RevisionChanges): boolean {
  return (
    Object.keys(changes.columns).length === 0 &&
    changes.photos === undefined &&
    changes.coverPhotoId === undefined
  );
}
