import { useMemo } from 'react';
import type { PropertyType } from '../../../shared/enums';
import { emptyValues, VISITOR } from './draft-store';
import { PropertyForm } from './property-form';

/** A new listing to sell or to rent out (the deal the form starts with). */
export function PostFlow({ type }: { type: PropertyType }) {
  const initial = useMemo(
    // One draft for a new listing, whichever deal it started as: the form's deal is in its values.
    () => ({ owner: 'new', user: VISITOR, step: 0, values: emptyValues(type), photos: [], floorPlans: [] }),
    [type],
  );
  // The heading follows the deal and the category chosen in the form.
  return <PropertyForm initial={initial} />;
}
