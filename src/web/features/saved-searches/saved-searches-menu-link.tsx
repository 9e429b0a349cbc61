import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The count comes with the searches' endpoints, in a chunk the navbar fetches once the app knows the
// user: a visitor's first load carries none of it, and it is there before the menu opens (a menu
// opened and left at once for "log out" asks for the count before the session ends). Should it fail
// to arrive, the entry goes without it.
export const preloadSavedSearchesCount = () =>
  import('./new-listings-count').catch(() => ({ default: () => null }));
const NewListingsCount = lazy(preloadSavedSearchesCount);

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
