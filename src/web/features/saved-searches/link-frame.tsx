import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The card a mailed link's screen is drawn in, as /listing-link draws its own. */
export function LinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-4 text-2xl font-semibold text-stone-900">{title}</h1>
        <div className="space-y-4">{children}</div>
      </div>
    </section>
  );
}

/** A link that lacks its token: nothing to ask the server. */
export function BrokenLink() {
  const { t } = useTranslation('account');
  return (
    <LinkFrame title={t('savedSearches.linkBrokenTitle')}>
      <p className="text-stone-700">{t('savedSearches.linkBroken')}</p>
      <HomeLink />
    </LinkFrame>
  );
}

export function HomeLink() {
  const { t } = useTranslation('account');
  return (
    <Link to="/" className="block font-semibold text-brand-dark hover:underline">
      {t('savedSearches.home')}
    </Link>
  );
}

/** A line that says what happened, in the brand's colours (done) or the danger ones (failed). */
export function Outcome({ kind, children }: { kind: 'done' | 'failed'; children: ReactNode }) {
  return (
    <p
      className={`rounded-lg border p-3 font-semibold ${
        kind === 'done'
          ? 'border-brand/40 bg-brand-light text-brand-dark'
          : 'border-danger/40 bg-danger/10 text-danger-dark'
      }`}
    >
      {children}
    </p>
  );
}
