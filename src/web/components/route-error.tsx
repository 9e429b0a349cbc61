import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { LogoMark } from './logo-mark';

/**
 * What a screen shows when it cannot be drawn at all: often its code could not be downloaded (a
 * dropped connection, or a new version deployed meanwhile), so reloading is the first remedy.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('the screen failed', error), [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <LogoMark className="h-20 w-20 opacity-80" />
      <h1 className="mt-6 text-2xl font-semibold text-stone-900">{t('errors.screenTitle')}</h1>
      <p className="mt-3 text-stone-700">{t('errors.screenText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {t('errors.reload')}
        </button>
        <Link
          to="/"
          reloadDocument
          className="rounded-full border-2 border-brand px-6 py-2 font-semibold text-brand-dark"
        >
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
