import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import { useLanguage } from '../../components/use-language';
import type { DraftValues } from './draft-store';
import { STEPS } from './post-steps';
import { savedTime } from './restored-note';

interface StepProgressProps {
  step: number;
  values: DraftValues;
  /** The draft's saving (use-draft-saving.ts): being stored, or stored at a time; null says nothing. */
  status: { savedAt: number } | 'saving' | null;
  /** When the draft shown was stored, if it was restored: its saving is not news. */
  restoredAt: number | null;
}

/** "Step 2 of 5", as a bar whose parts name the steps, and whether the draft is saved. */
export function StepProgress({ step, values, status, restoredAt }: StepProgressProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const n = (i: number) => localDigits(String(i), language);
  const where = t('post.step', { n: n(step + 1), total: n(STEPS.length) });
  return (
    <>
      <ol className="mt-4 flex gap-1" aria-label={where}>
        {STEPS.map(({ label }, i) => (
          <li
            key={i}
            className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-brand' : 'bg-stone-200'}`}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="sr-only">{t(label(values))}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 flex flex-wrap justify-between gap-x-3 text-sm text-stone-600">
        <span>{where}</span>
        {status !== null && !(status !== 'saving' && status.savedAt === restoredAt) && (
          <span>
            {status === 'saving'
              ? t('postDraft.saving')
              : t('postDraft.saved', { time: savedTime(status.savedAt, language) })}
          </span>
        )}
      </p>
    </>
  );
}
