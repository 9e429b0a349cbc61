import { PhotoPicker } from './photo-picker';
import type { StepSectionProps } from './step-props';

/** The photos, the first the cover; a photo the server refused is marked, to remove or try again. */
export function PhotoStep({ draft, errors, update, failed, forgetFailed, retry, busy }: StepSectionProps) {
  return (
    <PhotoPicker
      photos={draft.photos}
      onChange={(photos) => {
        // Removed: the refused photo's mark and message go with it.
        if (failed && !photos.some((p) => p.key === failed.key)) forgetFailed();
        update({ photos });
      }}
      error={errors.photos}
      failed={failed}
      onRetry={retry}
      busy={busy}
    />
  );
}
