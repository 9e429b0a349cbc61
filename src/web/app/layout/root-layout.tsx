import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useNotificationsWanted } from '../../components/notify';
import { NavigationProgress } from '../../components/navigation-progress';
import { PageLoader } from '../../components/page-loader';
import { ScreenStart } from '../../components/screen-start';
import { BrandFont } from '../brand-font';

// Toasts only appear after the visitor does something: their code need not delay the first page.
const Toasts = lazy(() => import('../../components/toasts'));

/**
 * Navbar, the current screen (loaded on demand, with the animated logo meanwhile) and the footer.
 * `bare` leaves out navbar and footer: the dashboard draws its own top bar (spec §2).
 */
export function RootLayout({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const notifications = useNotificationsWanted();
  const screen = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
      {/* Inside the Suspense: it starts once the screen itself is drawn. */}
      <BrandFont />
    </Suspense>
  );
  return (
    <div className="flex min-h-screen flex-col">
      <ScreenStart />
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      {bare ? (
        screen
      ) : (
        <>
          <Navbar />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {screen}
          </main>
          <Footer />
        </>
      )}
      {notifications && (
        <Suspense>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}
