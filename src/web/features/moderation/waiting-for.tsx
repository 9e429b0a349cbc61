import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import type { ReviewItem } from '../../../shared/moderation';
import { useLanguage } from '../../components/use-language';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a listing has waited for a moderator ("Waiting 5 hours", "Waiting 3 days"), marked when
 * it is longer than the server's REVIEW_WAIT_HOURS: owners who wait long for an answer go elsewhere.
 */
export function WaitingFor({ item }: { item: Pick<ReviewItem, 'waiting_since' | 'overdue'> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  // When the card was first drawn: near enough for hours and days.
  const [now] = useState(() => Date.now());
  const hours = Math.max(0, Math.floor((now - Date.parse(item.waiting_since)) / HOUR_MS));
  const n = (count: number) => ({ count, n: localDigits(String(count), language) });
  const text =
    hours === 0
      ? t('dashboard.waitingNew')
      : hours < 48
        ? t('dashboard.waitingHours', n(hours))
        : t('dashboard.waitingDays', n(Math.floor(hours / 24)));
  return item.overdue ? (
    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-danger-dark">
      <span className="rounded-full bg-danger/10 px-3 py-1">{t('dashboard.overdue')}</span>
      <span>{text}</span>
    </p>
  ) : (
    <p className="text-sm text-stone-700">{text}</p>
  );
}
