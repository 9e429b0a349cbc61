import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDigits } from '../../../shared/format';
import { useLanguage } from '../../components/use-language';
import { useListSavedSearchesQuery } from './saved-searches-api';

/** "Saved searches" in the account menu, with how many new listings they found, if any. */
export function SavedSearchesMenuLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Asked for when the menu opens (the menu is drawn then), not on every page.
  const { data } = useListSavedSearchesQuery();
  const fresh = data?.reduce((sum, search) => sum + search.new_count, 0) ?? 0;
  const n = localDigits(String(fresh), language);
  return (
    <Link to="/saved-searches" className={className}>
      {t('savedSearches.title')}
      {fresh > 0 && (
        <>
          <span
            aria-hidden="true"
            className="ml-2 inline-block rounded-full bg-earth px-2 text-sm text-white"
          >
            {n}
          </span>
          <span className="sr-only">, {t('savedSearches.menuNew', { count: fresh, n })}</span>
        </>
      )}
    </Link>
  );
}
