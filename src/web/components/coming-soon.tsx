import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A screen whose feature is planned in a later issue: it names itself and points back home. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
      {children}
      <p className="mt-4 text-stone-700">{t('comingSoon.text')}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
