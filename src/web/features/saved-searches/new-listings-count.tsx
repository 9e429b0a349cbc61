import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import { useLanguage } from '../../components/use-language';
import { LOGOUT_KEY, useLogoutMutation } from '../../lib/session/auth-api';
import { useListSavedSearchesQuery } from './saved-searches-api';

/**
 * How many new listings the saved searches found, beside their menu entry; nothing when none. A chunk
 * of its own (saved-searches-menu-link.tsx): the searches' endpoints stay out of every page's first load.
 */
export default function NewListingsCount() {
  const { t } = useTranslation();
  const language = useLanguage();
  // Asked for when the menu opens (the menu is drawn then), not on every page; not once the user has
  // pressed "log out" (a menu opened and left at once), whose session is ending.
  const [, leaving] = useLogoutMutation({ fixedCacheKey: LOGOUT_KEY });
  const { data } = useListSavedSearchesQuery(undefined, { skip: !leaving.isUninitialized });
  const fresh = data?.reduce((sum, search) => sum + search.new_count, 0) ?? 0;
  if (fresh === 0) return null;
  const n = localDigits(String(fresh), language);
  return (
    <>
      <span aria-hidden="true" className="ml-2 inline-block rounded-full bg-earth px-2 text-sm text-white">
        {n}
      </span>
      <span className="sr-only">, {t('savedSearches.menuNew', { count: fresh, n })}</span>
    </>
  );
}
