import { useMemo } from 'react';
import type { PropertyType } from '../../../shared/enums';
import { localDigits } from '../../../shared/format';
import { useLanguage } from '../../components/use-language';
import { useAuth } from '../../lib/session/use-auth';
import { emptyValues, VISITOR } from './draft-store';
import { PropertyForm } from './property-form';

/** A new listing to sell or to rent out (the deal the form starts with). */
export function PostFlow({ type }: { type: PropertyType }) {
  const { user } = useAuth();
  const language = useLanguage();
  // The account's own number (verified, or given at sign-up) is the contact most owners give:
  // 01XXXXXXXXX in the page's digits, as the field is typed.
  const contact = user.phone ? localDigits(user.phone.replace(/^\+88/, ''), language) : '';
  const initial = useMemo(
    // One draft for a new listing, whichever deal it started as: the form's deal is in its values.
    () => ({
      owner: 'new',
      user: VISITOR,
      step: 0,
      values: { ...emptyValues(type), contact_number: contact },
      photos: [],
      floorPlans: [],
    }),
    [type, contact],
  );
  // The heading follows the deal and the category chosen in the form.
  return <PropertyForm initial={initial} />;
}
