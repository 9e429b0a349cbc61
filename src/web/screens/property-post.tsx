import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** PostHero: the start of the post flow, sell or rent out. */
export default function PropertyPost() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="text-3xl font-semibold text-stone-900">{t('post.heroTitle')}</h1>
      <p className="mt-3 text-lg text-stone-700">{t('post.heroText')}</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Link
          to="/post-sell"
          className="rounded-2xl bg-earth px-6 py-6 text-xl font-semibold text-white hover:bg-earth/90"
        >
          {t('post.chooseSell')}
        </Link>
        <Link
          to="/rent-out"
          className="rounded-2xl bg-brand px-6 py-6 text-xl font-semibold text-white hover:bg-brand-dark"
        >
          {t('post.chooseRent')}
        </Link>
      </div>
    </section>
  );
}
