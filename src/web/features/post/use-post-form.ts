import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyType } from '../../../shared/enums';
import { createPropertyInputSchema } from '../../../shared/property-input';
import { fieldErrorsOf, type FieldErrors } from '../../components/form-errors';
import { useAuth } from '../../lib/session/use-auth';
import { useHydrated } from '../../lib/use-hydrated';
import { useGetMetaQuery } from '../../lib/meta-api';
import { draftToInput, withArea, withCategory, withDeal } from './draft-input';
import { saveDraft, useDraft, VISITOR, type Draft, type DraftValues } from './draft-store';
import { LAST_STEP, STEPS, stepOfFields } from './post-steps';
import { useDraftSaving } from './use-draft-saving';

/**
 * The post form's state: the draft shown (the one in memory or stored, or `initial`), whose it is,
 * its saving, the errors shown and the message above the form, and moving between the steps
 * (forwards only once the step's fields hold).
 */
export function usePostForm(initial: Draft) {
  const { t } = useTranslation();
  const { user, isAuthenticated, isLoading } = useAuth();
  // Whose drafts these are: the account, or a visitor; null until the browser knows.
  const hydrated = useHydrated();
  const account = !hydrated || isLoading ? null : isAuthenticated ? (user._id ?? VISITOR) : VISITOR;
  const stored = useDraft();
  const draft =
    stored?.owner === initial.owner && (account === null || [account, VISITOR].includes(stored.user))
      ? stored
      : initial;
  const saving = useDraftSaving(initial, draft, account);
  const { data: meta } = useGetMetaQuery();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const update = (change: Partial<Draft>) =>
    saveDraft({ ...draft, ...change, user: draft === initial ? (account ?? VISITOR) : draft.user });
  const set = <K extends keyof DraftValues>(field: K, value: DraftValues[K]) =>
    update({
      values:
        field === 'category'
          ? withCategory(draft.values, value as string)
          : field === 'property_type'
            ? withDeal(draft.values, value as PropertyType)
            : field === 'area'
              ? withArea(draft.values, value as string, meta?.areas ?? [])
              : { ...draft.values, [field]: value },
    });

  /** The errors of a step's fields (of every field, at the last step), as the shared schema finds them. */
  function errorsOf(step: number): FieldErrors {
    const parsed = createPropertyInputSchema.safeParse(draftToInput(draft.values));
    if (parsed.success) return {};
    const all = fieldErrorsOf(parsed.error);
    const fields = step === LAST_STEP ? Object.keys(all) : (STEPS[step]?.fields ?? []);
    return Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
  }

  function goTo(step: number) {
    const found = step > draft.step ? errorsOf(draft.step) : {};
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length === 0) {
      update({ step });
      window.scrollTo(0, 0);
    }
  }

  /** Shows errors (the form's or the server's) on the first step that asks for one of their fields. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    const step = stepOfFields(Object.keys(found));
    setProblem(t('post.fixErrors'));
    if (step >= 0) update({ step });
  }

  return {
    draft,
    isAuthenticated,
    ...saving,
    errors,
    setErrors,
    problem,
    setProblem,
    update,
    set,
    errorsOf,
    goTo,
    showErrors,
  };
}

export type PostFormState = ReturnType<typeof usePostForm>;
