import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { BellIcon } from './bell-icon';
import { SavedSearchItem } from './saved-search-item';
import { useListSavedSearchesPageQuery } from './saved-searches-page-api';
import { buttonClass } from '../../components/button';

/** /saved-searches: the user's saved searches, newest first as the API lists them, or how to make one. */
export function SavedSearchesPanel() {
  const { t } = useTranslation('account');
  // The "new" counts move while the user is away: read them afresh on every visit.
  const { data, isLoading, isError } = useListSavedSearchesPageQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-stone-900 outline-none">
        {t('savedSearches.title')}
      </h1>
      <p className="mt-1 text-stone-700">{t('savedSearches.intro')}</p>
      <div className="mt-5">
        {isLoading ? (
          <PageLoader />
        ) : isError || !data ? (
          <p role="alert" className="rounded-xl bg-white p-6 text-center text-stone-700">
            {t('savedSearches.loadError')}
          </p>
        ) : data.searches.length === 0 ? (
          <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
            <BellIcon className="mx-auto h-10 w-10 text-earth" />
            <h2 className="mt-2 text-lg font-semibold text-stone-900">{t('savedSearches.emptyTitle')}</h2>
            <p className="mt-2 text-stone-700">
              {t('savedSearches.emptyHint', { button: t('savedSearches.save') })}
            </p>
            <Link
              to="/property-searched"
              className={buttonClass('primary', 'mt-4 inline-block px-5 py-2.5 hover:bg-brand-dark')}
            >
              {t('savedSearches.startSearch')}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {data.searches.map((search) => (
              // After a delete the focus goes to the heading: the button pressed is gone.
              <SavedSearchItem
                key={search.id}
                search={search}
                sms={data.sms}
                onDeleted={() => heading.current?.focus()}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
