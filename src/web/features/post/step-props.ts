import type { FieldErrors } from '../../components/form-errors';
import type { Draft, DraftValues } from './draft-store';
import type { FailedPhoto } from './photo-picker';

/** What a step of fields is given: the draft's values, their errors, and a way to change one. */
export interface StepProps {
  values: DraftValues;
  errors: FieldErrors;
  set: <K extends keyof DraftValues>(field: K, value: DraftValues[K]) => void;
}

/** What every step of the post form is given (post-steps.ts); a step reads what it needs of it. */
export interface StepSectionProps extends StepProps {
  draft: Draft;
  /** Changes the draft (its photos, its step). */
  update: (change: Partial<Draft>) => void;
  /** Goes to a step: forwards only once this step's fields hold. */
  goTo: (step: number) => void;
  /** Goes back to the step that asks for this field (the summary's "Edit" buttons). */
  goToField: (field: string) => void;
  isAuthenticated: boolean;
  /** The photo the server refused (issue 20), marked until it is removed or tried again. */
  failed: FailedPhoto | null;
  /** The refused photo was removed: its mark and message go with it. */
  forgetFailed: () => void;
  /** "Try again" on the refused photo. */
  retry: (key: string) => void;
  /** The listing is being sent. */
  busy: boolean;
}
