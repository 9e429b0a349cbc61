import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LANGUAGES } from '../../../shared/enums';
import { AccountLinks } from '../../features/auth/account-links';
import { preloadSignedInAs, SignedInAs, UserMenu } from '../../features/auth/user-menu';
import {
  preloadSavedSearchesCount,
  SavedSearchesMenuLink,
} from '../../features/saved-searches/saved-searches-menu-link';
import { LanguageToggle, useSwitchLanguage } from '../../components/language-switch';
import { LogoMark } from '../../components/logo-mark';
import { SearchBox } from '../../components/search-box';
import { useLanguage } from '../../components/use-language';
import { useAuth } from '../../lib/session/use-auth';

// The account menu's entries of other features.
const menuExtras = (itemClass: string) => <SavedSearchesMenuLink className={itemClass} />;

/** Logo, search, language switch, user menu and the post-property button; a menu panel on phones. */
export function Navbar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  // The menu belongs to the page it was opened on: going to another page closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const here = location.pathname + location.search;
  const menuOpen = openOn === here;
  // The search page has its own search box, with the words typed: one box, not two.
  const searchBox = location.pathname !== '/property-searched';
  const { isAuthenticated } = useAuth();

  // The account menu's lazy parts, fetched once the user is known, so they are in place when it opens.
  useEffect(() => {
    if (!isAuthenticated) return;
    void preloadSignedInAs();
    void preloadSavedSearchesCount();
  }, [isAuthenticated]);

  return (
    // Above the listing page's call bar (z-30): the open menu is drawn over it, never under it.
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <nav className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2" aria-label={t('nav.menu')}>
        <Link to="/" className="flex shrink-0 items-center gap-1.5" aria-label={t('nav.home')}>
          <LogoMark className="h-9 w-9" />
          <span className="text-xl font-semibold text-brand-dark" lang={language}>
            {t('app.name')}
          </span>
        </Link>
        <div className="hidden max-w-md flex-1 md:block">
          {searchBox && <SearchBox id="navbar-search" placeholder={t('nav.search')} />}
        </div>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <LanguageToggle />
          <UserMenu extras={menuExtras} />
          <PostPropertyLink />
        </div>
        <button
          type="button"
          className="ml-auto rounded-md p-2 text-stone-700 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(menuOpen ? null : here)}
        >
          <svg viewBox="0 0 24 24" className="h-7 w-7" aria-hidden="true">
            <path
              fill="currentColor"
              d={
                menuOpen
                  ? 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z'
                  : 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z'
              }
            />
          </svg>
        </button>
      </nav>
      {searchBox && (
        <div className="px-4 pb-2 md:hidden">
          <SearchBox id="mobile-search" placeholder={t('nav.search')} />
        </div>
      )}
      {menuOpen && (
        <div
          id="mobile-menu"
          // A short screen scrolls the menu itself: the sticky header's lower part is otherwise out of reach.
          className="max-h-[calc(100dvh-7rem)] overflow-y-auto overscroll-contain border-t border-stone-200 bg-white px-4 py-3 md:hidden"
        >
          <SignedInAs className="mb-3 border-b border-stone-200 pb-3" />
          <div role="group" aria-label={t('language.label')} className="mb-3 flex gap-2">
            {LANGUAGES.map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                aria-pressed={language === code}
                onClick={() => switchLanguage(code)}
                className={`flex-1 rounded-full border px-3 py-2 font-semibold ${language === code ? 'border-brand bg-brand text-white' : 'border-stone-300 text-stone-700'}`}
              >
                {t(`language.${code}`)}
              </button>
            ))}
          </div>
          <div className="flex flex-col gap-1">
            <AccountLinks
              itemClass="rounded-md px-2 py-2 text-left font-semibold text-stone-800 hover:bg-brand-light"
              extras={menuExtras}
            />
            <PostPropertyLink className="mt-2 text-center" />
          </div>
        </div>
      )}
    </header>
  );
}

function PostPropertyLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/post-sell"
      className={`rounded-full bg-earth px-4 py-2 font-semibold text-white hover:bg-earth/90 ${className}`}
    >
      {t('nav.postProperty')}
    </Link>
  );
}
