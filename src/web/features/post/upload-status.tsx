import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import { useLanguage } from '../../components/use-language';

/**
 * How far a publish has got. Once every byte is sent the server still scales and stores each
 * photo (many seconds with a dozen photos on a busy machine), so "100 %" would be a lie: from
 * then until the answer, an indeterminate bar and "processing photos" (issue 20).
 */
export function UploadStatus({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const processing = percent >= 100;
  const text = processing
    ? t('postUpload.processing')
    : t('post.uploading', { percent: localDigits(String(percent), language) });
  return (
    <div>
      {/* Without a value a <progress> is indeterminate: the browser animates it. */}
      <progress
        max={100}
        value={processing ? undefined : percent}
        className="h-3 w-full accent-brand"
        aria-label={text}
      />
      <p className="mt-1 flex items-center gap-2 text-sm text-stone-700" aria-live="polite">
        {processing && (
          <span
            aria-hidden="true"
            className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-brand border-t-transparent"
          />
        )}
        {text}
      </p>
      {processing && <p className="mt-1 text-xs text-stone-600">{t('postUpload.processingHint')}</p>}
    </div>
  );
}
