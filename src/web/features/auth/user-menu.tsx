import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AccountLinks, type MenuExtras } from './account-links';
import { useAuth } from '../../lib/session/use-auth';

const ITEM = 'block w-full rounded-md px-3 py-2 font-semibold text-stone-800 hover:bg-brand-light';

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
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center overflow-hidden rounded-full bg-earth text-sm text-white"
        >
          {user.avatar ? (
            <img src={user.avatar.url} alt="" className="h-full w-full object-cover" />
          ) : (
            (user.name ?? '?').charAt(0).toUpperCase()
          )}
        </span>
        <span className="max-w-32 truncate">{user.name}</span>
        <span className="sr-only">{t('menu.account')}</span>
      </button>
      {open && (
        <div
          id="account-menu"
          className="absolute right-0 mt-2 w-52 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <AccountLinks itemClass={ITEM} extras={extras} />
        </div>
      )}
    </div>
  );
}
