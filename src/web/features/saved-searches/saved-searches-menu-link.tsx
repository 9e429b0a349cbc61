import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The count comes with the searches' endpoints, loaded the first time a signed-in menu opens; should
// they fail to arrive, the entry goes without it.
const NewListingsCount = lazy(() => import('./new-listings-count').catch(() => ({ default: () => null })));

/** "Saved searches" in the account menu, with how many new listings they found, if any. */
export function SavedSearchesMenuLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/saved-searches" className={className}>
      {t('savedSearches.title')}
      <Suspense fallback={null}>
        <NewListingsCount />
      </Suspense>
    </Link>
  );
}
