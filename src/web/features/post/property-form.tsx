import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-field';
import type { Draft, DraftValues } from './draft-store';
import { LAST_STEP, STEPS, stepOfFields } from './post-steps';
import { RestoredNote } from './restored-note';
import { StepProgress } from './step-progress';
import type { StepSectionProps } from './step-props';
import { UploadStatus } from './upload-status';
import { useListingSubmit } from './use-listing-submit';
import { usePostForm } from './use-post-form';
import { Button } from '../../components/button';

interface PropertyFormProps {
  /** The heading of an edit; a new listing's follows its deal and category. */
  title?: string;
  /** The draft to start from when there is none for this form yet. */
  initial: Draft;
  /** Set when editing an existing listing. */
  listingId?: string;
}

/** "Sell land", "Rent out an apartment": what the owner is doing, once they have said it. */
function newListingHeading(values: DraftValues): string {
  if (values.category) return `postDraft.heading.${values.property_type}.${values.category}`;
  return values.property_type === 'rent' ? 'post.titleRent' : 'post.titleSell';
}

/**
 * The post flow: steps anyone can fill in (post-steps.ts); logging in is asked for only at
 * the publish step, and the draft (photos too) waits in memory while the visitor logs in or signs up.
 * Its state and the moves between steps are usePostForm's, publishing is useListingSubmit's.
 */
export function PropertyForm({ title, initial, listingId }: PropertyFormProps) {
  // The form's own texts (the `post` namespace: drafts, upload, offline publishing), which its parts read.
  const { t } = useTranslation('post');
  const form = usePostForm(initial);
  const { draft, errors, problem, goTo, restoredAt, status, looking, forget, isAuthenticated } = form;
  const submit = useListingSubmit(form, listingId);
  const { progress, waiting } = submit;
  const step = STEPS[draft.step];
  const section: StepSectionProps = {
    values: draft.values,
    errors,
    set: form.set,
    draft,
    update: form.update,
    goTo,
    goToField: (field) => goTo(Math.max(stepOfFields([field]), 0)),
    isAuthenticated,
    failed: submit.failed,
    forgetFailed: submit.forgetFailed,
    retry: (key) => void submit.retry(key),
    busy: progress !== null,
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-stone-900">{title ?? t(newListingHeading(draft.values))}</h1>
      <StepProgress
        step={draft.step}
        values={draft.values}
        status={status}
        restoredAt={restoredAt}
        {...(listingId && { onStep: goTo })}
      />
      {restoredAt !== null && <RestoredNote savedAt={restoredAt} onDiscard={() => void forget()} />}
      <h2 className="mb-4 text-xl font-semibold text-stone-900">{t(step?.label(draft.values) ?? '')}</h2>

      <form
        noValidate
        aria-busy={looking}
        onSubmit={(e) =>
          draft.step === LAST_STEP ? void submit.publish(e) : (e.preventDefault(), goTo(draft.step + 1))
        }
        className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        <FormAlert message={problem} />
        {step && <step.Section {...section} />}
        {progress !== null && <UploadStatus percent={progress} />}
        {/* Right above the publish button the owner tapped, where they are looking; announced too. */}
        <p
          role="status"
          aria-live="polite"
          className={waiting ? 'rounded-xl bg-earth-light p-4 text-earth' : 'sr-only'}
        >
          {waiting ? t('offlinePublish.waiting') : ''}
        </p>
        <div className="flex gap-3 pt-2">
          {draft.step > 0 && (
            <button
              type="button"
              onClick={() => goTo(draft.step - 1)}
              className="rounded-full border-2 border-stone-300 px-5 py-2.5 font-semibold text-stone-700"
            >
              {t('post.back')}
            </button>
          )}
          {(draft.step < LAST_STEP || isAuthenticated) && (
            <Button
              type="submit"
              variant="primary"
              disabled={progress !== null || waiting}
              className="flex-1 px-5 py-3 hover:bg-brand-dark disabled:opacity-70"
            >
              {draft.step < LAST_STEP
                ? t('post.next')
                : listingId
                  ? t('post.saveChanges')
                  : t('post.publish')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
