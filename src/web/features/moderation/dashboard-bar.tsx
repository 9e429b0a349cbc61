import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDigits } from '../../../shared/format';
import { LanguageToggle } from '../../components/language-switch';
import { LogoMark } from '../../components/logo-mark';
import { useSignOut } from '../../components/use-sign-out';
import { useLanguage } from '../../components/use-language';
import { Button } from '../../components/button';

/** The dashboard's own top bar: logo home, the label, the pending count, log out. */
export function DashboardBar({ pending }: { pending: number | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signOut, isLoading } = useSignOut();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <Link to="/" aria-label={t('nav.home')}>
          <LogoMark className="h-9 w-9" />
        </Link>
        <h1 className="text-xl font-semibold text-stone-900">{t('dashboard.title')}</h1>
        <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {pending === undefined
            ? '\u00a0'
            : t('dashboard.pendingCount', { count: pending, n: localDigits(String(pending), language) })}
        </p>
        <div className="ml-auto flex items-center gap-3">
          <LanguageToggle />
          <Button
            variant="outline"
            disabled={isLoading}
            onClick={signOut}
            className="px-4 py-1.5 hover:bg-stone-100 disabled:opacity-60"
          >
            {t('menu.logout')}
          </Button>
        </div>
      </div>
    </header>
  );
}
