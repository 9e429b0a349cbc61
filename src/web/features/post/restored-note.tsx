import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/enums';
import { useLanguage } from '../../components/use-language';

/**
 * When a draft was last saved, as its writer's clock says it: "10:42" in English, "সকাল ১০:৪২"
 * in Bengali (the part of the day first, as people say it); with the day when it was not today.
 */
export function savedTime(savedAt: number, language: Language, now = new Date()): string {
  const locale = language === 'bn' ? 'bn-BD' : 'en-GB';
  const date = new Date(savedAt);
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    ...(language === 'bn' ? { hour12: true, dayPeriod: 'short' } : { hourCycle: 'h23' }),
  }).formatToParts(date);
  const period = time.find((part) => part.type === 'dayPeriod')?.value;
  const clock = time
    .filter((part) => part.type !== 'dayPeriod')
    .map((part) => part.value)
    .join('')
    .trim();
  const at = period ? `${period} ${clock}` : clock;
  if (date.toDateString() === now.toDateString()) return at;
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(date);
  return `${day}, ${at}`;
}

/** "Your draft from 10:42 was restored", and the way to throw it away. */
export function RestoredNote({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div role="status" className="my-4 rounded-xl border border-brand/30 bg-brand-light p-4">
      <p className="font-semibold text-stone-900">
        {t('postDraft.restored', { time: savedTime(savedAt, language) })}
      </p>
      <p className="mt-1 text-sm text-stone-700">{t('postDraft.restoredHint')}</p>
      <button
        type="button"
        onClick={onDiscard}
        className="mt-3 rounded-full border-2 border-danger/60 px-4 py-1.5 text-sm font-semibold text-danger-dark"
      >
        {t('postDraft.discard')}
      </button>
    </div>
  );
}
