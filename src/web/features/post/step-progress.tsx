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
  /**
   * Editing a listing: every step is already filled in, so each step's name goes straight to it
   * (a new price is one tap away, not four "Next"s).
   */
  onStep?: (step: number) => void;
}

/** "Step 2 of 5", as a bar whose parts name the steps, and whether the draft is saved. */
export function StepProgress({ step, values, status, restoredAt, onStep }: StepProgressProps) {
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
      {onStep && (
        <nav aria-label={t('postDraft.steps')} className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {STEPS.map(({ label }, i) => (
              <li key={i}>
                <button
                  type="button"
                  onClick={() => onStep(i)}
                  aria-current={i === step ? 'step' : undefined}
                  className={`rounded-full border px-3 py-1.5 text-sm font-semibold ${
                    i === step
                      ? 'border-brand bg-brand-light text-brand-dark'
                      : 'border-stone-300 text-stone-700 underline'
                  }`}
                >
                  {t(label(values))}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
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
