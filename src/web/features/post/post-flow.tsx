import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyType } from '../../../shared/enums';
import { emptyValues, VISITOR } from './draft-store';
import { PropertyForm } from './property-form';

/** A new listing to sell or to rent out. */
export function PostFlow({ type }: { type: PropertyType }) {
  const { t } = useTranslation();
  const initial = useMemo(
    // One draft for a new listing, whichever deal it started as: the form's deal is in its values.
    () => ({ owner: 'new', user: VISITOR, step: 0, values: emptyValues(type), photos: [] }),
    [type],
  );
  return (
    <PropertyForm title={type === 'sell' ? t('post.titleSell') : t('post.titleRent')} initial={initial} />
  );
}
