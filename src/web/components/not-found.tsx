import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from './logo-mark';

/** A friendly dead end with a way back, for an unknown route or a listing that is not public. */
export function NotFound({ kind = 'page' }: { kind?: 'page' | 'property' }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <LogoMark className="h-20 w-20 opacity-80" />
      <h1 className="mt-6 text-2xl font-semibold text-stone-900">
        {kind === 'property' ? t('notFound.propertyTitle') : t('notFound.title')}
      </h1>
      <p className="mt-3 text-stone-700">
        {kind === 'property' ? t('notFound.propertyText') : t('notFound.text')}
      </p>
      <Link
        to="/"
        className="mt-8 rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
