import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminOnly } from '../components/admin-only';
import { LanguageToggle } from '../components/language-switch';
import { PageLoader } from '../components/page-loader';
import { useGetAccountViewQuery } from '../features/account-admin/account-admin-api';
import { AccountDetails } from '../features/account-admin/account-details';

/** An admin's view of one account (from a dashboard card), for admins only, like the dashboard. */
export default function AccountViewScreen() {
  return (
    <AdminOnly>
      <AdminAccountView />
    </AdminOnly>
  );
}

function AdminAccountView() {
  const { t } = useTranslation('account-view');
  const { id = '' } = useParams();
  const { data, error, isLoading } = useGetAccountViewQuery(id);
  const missing = error && 'status' in error && (error.status === 404 || error.status === 400);

  return (
    <div className="min-h-screen bg-stone-100">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2">
          <Link to="/dashboard" className="font-semibold text-brand-dark underline">
            <span aria-hidden="true">← </span>
            {t('accountView.back')}
          </Link>
          <p className="text-stone-600">{t('accountView.title')}</p>
          <div className="ml-auto">
            <LanguageToggle />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-5 outline-none">
        {isLoading ? (
          <PageLoader />
        ) : data ? (
          <AccountDetails view={data} />
        ) : (
          <p role="alert" className="rounded-xl bg-white p-6 text-center text-stone-700">
            {missing ? t('accountView.notFound') : t('accountView.loadFailed')}
          </p>
        )}
      </main>
    </div>
  );
}
