import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Home's invitation to owners: a panel of its own with two clear buttons, so selling and renting out
 * read as things an owner does, not as filters of the search above.
 */
export function OwnerPanel() {
  const { t } = useTranslation();
  const button =
    'flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 font-semibold text-white';
  return (
    <section
      aria-labelledby="owner-panel-title"
      className="rounded-2xl border border-earth/20 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="owner-panel-title" className="text-lg font-semibold text-stone-900">
        {t('home.ownerTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('home.ownerText')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/post-sell" className={`${button} bg-earth hover:bg-earth/90`}>
          <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true">
            {/* a price tag */}
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9zM8 8h.01"
            />
          </svg>
          {t('home.sellCta')}
        </Link>
        <Link to="/rent-out" className={`${button} bg-brand hover:bg-brand-dark`}>
          <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true">
            {/* a key */}
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M14 10a4 4 0 1 0-4 4m4-4a4 4 0 0 1-4 4m4-4 7 7m-3-3 2-2M10 14l-1 1"
            />
          </svg>
          {t('home.rentOutCta')}
        </Link>
      </div>
    </section>
  );
}
