import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../../components/use-sign-out';
import { LOGOUT_KEY } from '../../lib/session/auth-api';
import { useAuth } from '../../lib/session/use-auth';

/** Entries other features add to a user's menu (saved searches), drawn with the menu's own style. */
export type MenuExtras = (itemClass: string) => ReactNode;

/**
 * The menu entries: log in and sign up for visitors; profile, favorites, the entries of
 * other features, settings, dashboard (admins only) and log out for users. Shared by the desktop
 * dropdown and the phone menu.
 */
export function AccountLinks({ itemClass, extras }: { itemClass: string; extras?: MenuExtras }) {
  const { t } = useTranslation();
  const { isAuthenticated, isAdmin } = useAuth();
  const { signOut, isLoading } = useSignOut({ fixedCacheKey: LOGOUT_KEY });

  if (!isAuthenticated) {
    return (
      <>
        <Link to="/sign-in" className={itemClass}>
          {t('nav.login')}
        </Link>
        <Link to="/sign-up" className={itemClass}>
          {t('nav.signUp')}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to="/profile-post" className={itemClass}>
        {t('menu.profile')}
      </Link>
      <Link to="/profile-post?favorite=true" className={itemClass}>
        {t('menu.favorite')}
      </Link>
      {extras?.(itemClass)}
      <Link to="/setting" className={itemClass}>
        {t('menu.settings')}
      </Link>
      {isAdmin && (
        <Link to="/dashboard" className={itemClass}>
          {t('menu.dashboard')}
        </Link>
      )}
      <button type="button" disabled={isLoading} onClick={signOut} className={`${itemClass} text-left`}>
        {t('menu.logout')}
      </button>
    </>
  );
}
