import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { useNotificationsWanted } from '../../components/notify';
import { NavigationProgress } from '../../components/navigation-progress';
import { ScreenStart } from '../../components/screen-start';
import { BrandFont } from '../brand-font';

// Toasts only appear after the visitor does something: their code need not delay the first page.
const Toasts = lazy(() => import('../../components/toasts'));

/**
 * Navbar, the current screen and the footer.
 * `bare` leaves out navbar and footer: the dashboard draws its own top bar.
 */
export function RootLayout({ bare = false }: { bare?: boolean }) {
  const { t } = useTranslation();
  const notifications = useNotificationsWanted();
  // No Suspense around the screen: the router loads a screen's code before it shows it, and a
  // boundary here would make hydration take the screen in a second, later pass, open to updates
  // (the user arriving, say) that would then find the server's HTML not yet taken over.
  const screen = (
    <>
      <Outlet />
      <BrandFont />
    </>
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
