import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/enums';
import { localDigits } from '../../../shared/format';
import { formatDate } from '../../../shared/format-date';
import type { JobStateJson, SystemView } from '../../../shared/system';
import { notifySuccess } from '../../components/notify';
import { PageLoader } from '../../components/page-loader';
import { useLanguage } from '../../components/use-language';
import { useGetSystemViewQuery, useRunJobMutation } from './system-api';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** What an operator looks at first: the review queue, today's mail and SMS, the jobs, storage and health. */
export function SystemTab() {
  const { t } = useTranslation('system');
  const { data, isLoading, isError, refetch, isFetching } = useGetSystemViewQuery();
  if (isLoading) return <PageLoader />;
  if (isError || !data)
    return <p className="rounded-xl bg-white p-6 text-center text-stone-700">{t('errors.generic')}</p>;
  return (
    <div className="flex flex-col gap-5">
      <button
        type="button"
        onClick={() => void refetch()}
        disabled={isFetching}
        className="self-end rounded-full border-2 border-brand px-4 py-1.5 font-semibold text-brand-dark disabled:opacity-60"
      >
        {t('system.refresh')}
      </button>
      <ReviewQueue review={data.review} />
      <Today today={data.today} />
      <Section title={t('system.jobsTitle')}>
        <ul className="flex flex-col gap-3">
          {data.jobs.map((job) => (
            <Job key={job.name} job={job} />
          ))}
        </ul>
      </Section>
      <StorageAndHealth view={data} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `system-${title.replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-4">
      <h2 id={id} className="mb-2 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const n = (value: number, language: Language) => localDigits(String(value), language);

function ReviewQueue({ review }: { review: SystemView['review'] }) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  return (
    <Section title={t('system.reviewTitle')}>
      <p className="text-stone-800">
        {t('system.waiting', { count: review.waiting, n: n(review.waiting, language) })}
      </p>
      {review.overdue > 0 && (
        <p className="mt-1 font-semibold text-danger-dark">
          {t('system.overdue', {
            count: review.overdue,
            n: n(review.overdue, language),
            hours: n(review.wait_hours, language),
          })}
        </p>
      )}
      {review.oldest_since && (
        <p className="mt-1 text-stone-700">
          {t('system.oldest', { date: formatDate(new Date(review.oldest_since), language, 'dateTime') })}
        </p>
      )}
    </Section>
  );
}

function Today({ today }: { today: SystemView['today'] }) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const counts = (c: { sent: number; failed: number }) => ({
    sent: n(c.sent, language),
    failed: n(c.failed, language),
  });
  return (
    <Section title={t('system.todayTitle')}>
      <ul className="flex flex-col gap-1 text-stone-800">
        <li className={today.mail.failed > 0 ? 'font-semibold text-danger-dark' : ''}>
          {t('system.mail', counts(today.mail))}
        </li>
        <li className={today.sms.failed > 0 ? 'font-semibold text-danger-dark' : ''}>
          {t('system.sms', counts(today.sms))}
        </li>
        <li>
          {t('system.smsBudget', {
            spent: n(today.sms.budget_spent, language),
            cap: n(today.sms.daily_cap, language),
          })}
        </li>
      </ul>
    </Section>
  );
}

function Job({ job }: { job: JobStateJson }) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const [run, running] = useRunJobMutation();
  const lastFailed = job.runs[0] !== undefined && job.runs[0].state !== 'done';

  async function runNow() {
    const result = await run(job.name);
    if ('data' in result && result.data)
      notifySuccess(t(result.data.queued ? 'system.runQueued' : 'system.runAlreadyQueued'));
  }

  return (
    <li
      className={`rounded-xl border p-3 ${lastFailed ? 'border-2 border-[#c8283d]' : 'border-stone-200'}`}
      aria-label={job.name}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono font-semibold text-stone-900" dir="ltr">
          {job.name}
        </h3>
        {job.manual && (
          <button
            type="button"
            disabled={running.isLoading}
            onClick={() => void runNow()}
            className="rounded-full bg-brand px-4 py-1.5 font-semibold text-white disabled:opacity-60"
          >
            {t('system.runNow')}
            <span className="sr-only"> {job.name}</span>
          </button>
        )}
      </div>
      <p className="text-sm text-stone-700">
        {job.cron ? (
          <>
            {t('system.schedule')} <code dir="ltr">{job.cron}</code>
          </>
        ) : (
          t('system.onEvent')
        )}
      </p>
      <p className="text-sm text-stone-700">
        {t('system.queued', { queued: n(job.queued, language), running: n(job.running, language) })}
      </p>
      {job.runs.length === 0 ? (
        <p className="text-sm text-stone-600">{t('system.noRuns')}</p>
      ) : (
        <ol className="mt-1 flex flex-col gap-1 text-sm">
          {job.runs.map((runOf, i) => (
            <li
              key={i}
              className={runOf.state === 'done' ? 'text-stone-800' : 'font-semibold text-danger-dark'}
            >
              {t(`system.run_${runOf.state}`)} · <RunTime run={runOf} />
              {runOf.counts && (
                <span className="text-stone-600" dir="ltr">
                  {' '}
                  ·{' '}
                  {Object.entries(runOf.counts)
                    .map(([name, value]) => `${name} ${value}`)
                    .join(', ')}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/** When a run started and how long it took, in seconds (a tenth below ten). */
function RunTime({ run }: { run: JobStateJson['runs'][number] }) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const at = run.started_at ?? run.finished_at;
  if (!at) return null;
  const date = formatDate(new Date(at), language, 'dateTime');
  if (!run.started_at || !run.finished_at) return <>{date}</>;
  const s = (Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000;
  const seconds = s < 10 ? Math.round(s * 10) / 10 : Math.round(s);
  return <>{t('system.runAt', { date, seconds: n(seconds, language) })}</>;
}

function StorageAndHealth({ view }: { view: SystemView }) {
  const { t } = useTranslation('system');
  const language = useLanguage();
  const size = (bytes: number) =>
    bytes >= GB
      ? t('system.gigabytes', { n: n(Math.round((bytes / GB) * 10) / 10, language) })
      : t('system.megabytes', { n: n(Math.round(bytes / MB), language) });
  const { storage, health } = view;
  return (
    <Section title={t('system.storageTitle')}>
      <ul className="flex flex-col gap-1 text-stone-800">
        <li>{t('system.photos', { n: n(storage.photos, language) })}</li>
        {storage.database_bytes !== null && (
          <li>{t('system.database', { size: size(storage.database_bytes) })}</li>
        )}
        {storage.disk && (
          <li>
            {t('system.disk', { free: size(storage.disk.free_bytes), total: size(storage.disk.total_bytes) })}
          </li>
        )}
        {storage.object_storage && <li>{t('system.objectStorage')}</li>}
        <li className={health.database.up ? '' : 'font-semibold text-danger-dark'}>
          {health.database.up
            ? t('system.databaseUp', { ms: n(health.database.ms ?? 0, language) })
            : t('system.databaseDown')}
        </li>
        <li className={health.redis === 'down' ? 'font-semibold text-danger-dark' : ''}>
          {health.redis === 'up'
            ? t('system.redisUp')
            : health.redis === 'down'
              ? t('system.redisDown')
              : t('system.redisNone')}
        </li>
      </ul>
    </Section>
  );
}
