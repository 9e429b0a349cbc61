import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DETAIL_NAMES,
  LISTING_DETAILS,
  type DetailName,
  type ListingDetail,
} from '../../../shared/listing-fields';
import { ChoiceGroup } from '../../components/choice-field';
import { TextField } from '../../components/form-field';
import { detailLabel, fieldsFor } from './draft-input';
import type { StepProps } from './step-props';

/** The details asked on a part of the form: the post steps list them so that their errors show there. */
export function detailsAsked(...parts: Array<ListingDetail['step']>): DetailName[] {
  return DETAIL_NAMES.filter((name) => parts.includes(LISTING_DETAILS[name].step));
}

/**
 * The details of one part of the form that the listing's kind has (shared/listing-fields.ts):
 * numbers and months side by side, with `children` after them, and choices below.
 */
export function DetailFields({
  part,
  values,
  errors,
  set,
  children,
}: StepProps & { part: ListingDetail['step']; children?: ReactNode }) {
  const { t } = useTranslation();
  const shown = fieldsFor(values);
  const names = detailsAsked(part).filter((name) => shown[name]);
  const label = (name: DetailName) => t(detailLabel(name, values.category));
  const typed = names.flatMap((name) => {
    const detail: ListingDetail = LISTING_DETAILS[name];
    return detail.type === 'choice' ? [] : [{ name, detail }];
  });
  const choices = names.flatMap((name) => {
    const detail: ListingDetail = LISTING_DETAILS[name];
    return detail.type === 'choice' ? [{ name, detail }] : [];
  });
  return (
    <>
      {(typed.length > 0 || children) && (
        <div className="grid grid-cols-2 gap-4">
          {typed.map(({ name, detail }) => (
            <TextField
              key={name}
              label={label(name)}
              {...(detail.type === 'month' ? { type: 'month' } : { inputMode: 'numeric' as const })}
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
              error={errors[name]}
            />
          ))}
          {children}
        </div>
      )}
      {choices.map(({ name, detail }) => (
        <ChoiceGroup
          key={name}
          legend={label(name)}
          name={name}
          options={detail.values.map((v) => ({ value: v, label: t(`${detail.texts}.${v}`) }))}
          value={values[name]}
          onChange={(v) => set(name, v)}
          error={errors[name]}
        />
      ))}
    </>
  );
}
