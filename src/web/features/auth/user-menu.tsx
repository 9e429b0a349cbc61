import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { AccountLinks, type MenuExtras } from './account-links';
import { useAuth } from '../../lib/session/use-auth';

const ITEM = 'block w-full rounded-md px-3 py-2 font-semibold text-stone-800 hover:bg-brand-light';

// Who is signed in comes in a chunk of its own, fetched as soon as the app knows the user (the navbar
// calls this), long before a menu opens: a visitor's first load carries none of it
// (e2e/js-budget.spec.ts). Should it fail to arrive, the menu goes without it.
export const preloadSignedInAs = (): Promise<{ default: ComponentType<{ className: string }> }> =>
  import('./account-summary').catch(() => ({ default: () => null }));
const LazyAccountSummary = lazy(preloadSignedInAs);

/** Avatar, name and number or e-mail of the user, at the top of the account menu (phone and desktop). */
export function SignedInAs({ className }: { className: string }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    // The fallback keeps its room, so the entries below do not jump when it arrives.
    <Suspense fallback={<div className={`h-11 box-content ${className}`} />}>
      <LazyAccountSummary className={className} />
    </Suspense>
  );
}

/** The desktop account menu: the visitor's links inline, a dropdown under the user's name once logged in. */
export function UserMenu({ extras }: { extras?: MenuExtras }) {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const here = location.pathname + location.search;
  const open = openOn === here;
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !container.current?.contains(event.target as Node)
      )
        setOpenOn(null);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!isAuthenticated) {
    return (
      <div className="flex items-center gap-1">
        <AccountLinks itemClass="rounded-md px-2 py-1 font-semibold text-stone-700 hover:text-brand-dark" />
      </div>
    );
  }
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpenOn(open ? null : here)}
        className="flex items-center gap-2 rounded-full border border-stone-300 py-1 pl-1 pr-3 font-semibold text-stone-800 hover:border-brand"
      >
        <Avatar user={user} className="h-7 w-7 text-sm" sizes="28px" />
        <span className="max-w-32 truncate">{user.name}</span>
        <span className="sr-only">{t('menu.account')}</span>
      </button>
      {open && (
        <div
          id="account-menu"
          className="absolute right-0 mt-2 w-64 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <SignedInAs className="mb-1.5 border-b border-stone-200 px-3 pb-3 pt-2" />
          <AccountLinks itemClass={ITEM} extras={extras} />
        </div>
      )}
    </div>
  );
}
