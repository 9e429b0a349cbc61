import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localDigits } from '../../shared/format';
import { PageLoader } from '../components/page-loader';
import { useLanguage } from '../components/use-language';
import { AdminOnly } from '../components/admin-only';
import { DashboardBar } from '../features/moderation/dashboard-bar';
import {
  useGetPendingPropertiesQuery,
  useGetReportedPropertiesQuery,
} from '../features/moderation/moderation-api';
import { ReviewCard } from '../features/moderation/review-card';
import { useGetContactMessagesQuery } from '../features/contact/contact-api';
import { ContactMessages } from '../features/contact/contact-messages';
import { useGetOwnershipProofsQuery } from '../features/ownership/ownership-api';
import { ProofReview } from '../features/ownership/proof-review';
import { SystemTab } from '../features/system/system-tab';

const TABS = ['pending', 'reported', 'proofs', 'messages', 'system'] as const;
type Tab = (typeof TABS)[number];

/** The moderation dashboard, for admins only: the queue of pending and reported listings. */
export default function Dashboard() {
  return (
    <AdminOnly>
      <AdminDashboard />
    </AdminOnly>
  );
}

function AdminDashboard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'pending';
  const pending = useGetPendingPropertiesQuery();
  const reported = useGetReportedPropertiesQuery();
  const proofs = useGetOwnershipProofsQuery();
  const messages = useGetContactMessagesQuery();
  const totals: Record<Tab, number | undefined> = {
    pending: pending.data?.total,
    reported: reported.data?.total,
    proofs: proofs.data?.total,
    messages: messages.data?.total,
    system: undefined,
  };
  const shown = tab === 'system' ? null : { pending, reported, proofs, messages }[tab];

  return (
    <div className="min-h-screen bg-stone-100">
      <DashboardBar pending={totals.pending} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none">
        <div className="mb-5 flex flex-wrap gap-2" role="group" aria-label={t('dashboard.lists')}>
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={tab === name}
              onClick={() => setParams(name === 'pending' ? {} : { tab: name }, { replace: true })}
              className={`rounded-full px-4 py-2 font-semibold ${tab === name ? 'bg-brand text-white' : 'bg-white text-stone-800 hover:bg-stone-50'}`}
            >
              {t(`dashboard.tab_${name}`)}
              {totals[name] !== undefined && ` (${localDigits(String(totals[name]), language)})`}
            </button>
          ))}
        </div>
        {shown === null ? (
          <SystemTab />
        ) : shown.isLoading ? (
          <PageLoader />
        ) : shown.isError || !shown.data ? (
          <p className="rounded-xl bg-white p-6 text-center text-stone-700">{t('errors.generic')}</p>
        ) : shown.data.data.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-stone-700">{t(`dashboard.empty_${tab}`)}</p>
        ) : tab === 'messages' ? (
          <ContactMessages messages={messages.data?.data ?? []} />
        ) : tab === 'proofs' ? (
          <ProofReview proofs={proofs.data?.data ?? []} />
        ) : (
          <div className="flex flex-col gap-5">
            {(tab === 'pending' ? pending : reported).data?.data.map((item) => (
              <ReviewCard key={item._id} item={item} />
            ))}
          </div>
        )}
      </main>
    </div>
  );
}
