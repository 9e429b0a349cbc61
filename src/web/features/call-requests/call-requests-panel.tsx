import { useTranslation } from 'react-i18next';
import type { CallRequest } from '../../../shared/call-request';
import { localDigits } from '../../../shared/format';
import { formatDate } from '../../../shared/format-date';
import { displayBdPhone } from '../../../shared/phone';
import { useLanguage } from '../../components/use-language';
import { useGetCallRequestsQuery, useMarkCallRequestDoneMutation } from './call-requests-api';
import { Button } from '../../components/button';
import { LoadFailed } from '../../components/load-failed';

/**
 * The owner's "Requests": visitors who asked to be called back, newest first, each with the number
 * to tap and call and a "mark done". Shown on /profile-post (#call-requests, where the notice links).
 */
export function CallRequestsPanel() {
  const { t } = useTranslation('my-listings');
  const { data, isLoading, isError, refetch } = useGetCallRequestsQuery();
  return (
    <section id="call-requests" aria-labelledby="call-requests-title" className="mb-8 scroll-mt-20">
      <h2 id="call-requests-title" className="text-xl font-semibold text-stone-900">
        {t('callRequests.title')}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{t('callRequests.intro')}</p>
      {isLoading ? (
        <p className="text-sm text-stone-600">{t('callRequests.loading')}</p>
      ) : isError || !data ? (
        <LoadFailed
          message={t('callRequests.loadError')}
          retryLabel={t('callRequests.retry')}
          onRetry={() => void refetch()}
        />
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-700">{t('callRequests.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((request) => (
            <CallRequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CallRequestItem({ request }: { request: CallRequest }) {
  const { t } = useTranslation('my-listings');
  const language = useLanguage();
  const [markDone, { isLoading, isError }] = useMarkCallRequestDoneMutation();
  const phone = localDigits(displayBdPhone(request.phone), language);
  return (
    <li
      className={`flex flex-col gap-1 rounded-xl border p-4 ${request.done ? 'border-stone-200 bg-stone-50' : 'border-earth/40 bg-white'}`}
    >
      <p className="flex items-start justify-between gap-2">
        <span className="font-semibold text-stone-900">{request.name}</span>
        {request.done && (
          <span className="rounded-full bg-brand-light px-2 py-0.5 text-sm font-semibold text-brand-dark">
            {t('callRequests.done')}
          </span>
        )}
      </p>
      <a
        href={`tel:${request.phone}`}
        aria-label={t('callRequests.call', { name: request.name })}
        className="self-start text-lg font-semibold tracking-wide text-brand-dark underline underline-offset-4"
        dir="ltr"
      >
        {phone}
      </a>
      <p className="text-sm text-stone-800">
        {t('callRequests.when', { when: t(`callRequests.when_${request.when}`) })}
      </p>
      {request.message && <p className="whitespace-pre-line text-stone-800">{request.message}</p>}
      <p className="text-sm text-stone-600">{t('callRequests.about', { title: request.property_title })}</p>
      <p className="text-sm text-stone-600">
        {t('callRequests.receivedOn', {
          date: formatDate(new Date(request.created_at), language, 'dateTime'),
        })}
      </p>
      {!request.done && (
        <Button
          variant="primary"
          disabled={isLoading}
          onClick={() => void markDone(request.id)}
          className="mt-2 min-h-11 self-start px-4 disabled:opacity-60"
        >
          {t('callRequests.markDone')} <span className="sr-only">{request.name}</span>
        </Button>
      )}
      {isError && (
        <p role="alert" className="text-sm font-semibold text-danger-dark">
          {t('callRequests.markFailed')}
        </p>
      )}
    </li>
  );
}
