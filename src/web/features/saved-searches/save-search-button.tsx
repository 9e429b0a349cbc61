import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFilterLabel } from '../../components/filter-label';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { notifySuccess } from '../../components/notify';
import { loadTexts } from '../../i18n/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuth } from '../../lib/session/use-auth';
import type { SearchAlertDialog } from './search-alert-dialog';
import { BellIcon } from './bell-icon';
import { savedQueryOf, searchFiltersOf, searchNameOf } from './saved-query';
import { useCreateSavedSearchMutation } from './saved-searches-api';

/**
 * What became of this page's search: saved to the account (a visitor's too, once signed in with their
 * number for SMS alerts), or waiting for the visitor's e-mail.
 */
interface Done {
  query: string;
  to: 'account' | 'email';
}

/**
 * "Save this search" on the search page. A signed-in user's search is saved with one tap (alerts
 * come at once, to the account's address) under a name made of its chips; a visitor is asked for an
 * e-mail address and how often, in a dialog. A page without any filter has nothing to save, and
 * shows no button: an alert for "everything" would mail every new listing of the city.
 */
export function SaveSearchButton({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation();
  const live = useHydrated();
  const { isAuthenticated, isLoading: whoLoading } = useAuth();
  const filters = useMemo(() => searchFiltersOf(params), [params]);
  const label = useFilterLabel(filters.some(([filter]) => filter === 'near'));
  const query = savedQueryOf(filters);
  const name = searchNameOf(filters.map(([filter, value]) => label(filter, value)));
  const [create, creating] = useCreateSavedSearchMutation();
  const [done, setDone] = useState<Done | null>(null);
  // The visitor's dialog, with its form's rules (zod), loads on the first tap: it is not part of
  // the search page's first load.
  const [Dialog, setDialog] = useState<typeof SearchAlertDialog | null>(null);
  const [opening, setOpening] = useState<'loading' | 'failed' | null>(null);
  const [asking, setAsking] = useState(false);
  const outcome = useRef<HTMLElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const finished = done?.query === query ? done.to : null;
  // The button makes way for what happened: the focus goes there, not to the top of the page.
  useEffect(() => {
    if (finished) outcome.current?.focus();
  }, [finished]);

  if (filters.length === 0) return null;
  // A failure belongs to the search it was about: changing the filters clears it.
  const failure =
    opening === 'failed'
      ? { code: 'network' }
      : creating.originalArgs?.query === query
        ? apiErrorOf(creating.error)
        : null;

  async function ask() {
    if (!Dialog) {
      setOpening('loading');
      try {
        // With the account's texts: the number's steps (a visitor's alerts by SMS) are written in them.
        const [loaded] = await Promise.all([import('./search-alert-dialog'), loadTexts(['account'])]);
        setDialog(() => loaded.SearchAlertDialog);
      } catch {
        return setOpening('failed');
      }
    }
    setOpening(null);
    setAsking(true);
  }

  async function save() {
    if (!isAuthenticated) return ask();
    const result = await create({ query, name, frequency: 'instant' });
    if ('error' in result) return;
    setDone({ query, to: 'account' });
    // One element: the toast lays its children out in a row.
    notifySuccess(
      <span>
        {t('savedSearches.savedToast', { name: result.data.name })}{' '}
        <Link to="/saved-searches" className="font-semibold underline">
          {t('savedSearches.manage')}
        </Link>
      </span>,
    );
  }

  function closed(outcome: Done['to'] | null) {
    setAsking(false);
    if (outcome) setDone({ query, to: outcome });
    else opener.current?.focus();
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      {finished === 'account' ? (
        <>
          <span className="inline-flex items-center gap-1.5 font-semibold text-brand-dark">
            <BellIcon />
            {t('savedSearches.saved')}
          </span>
          <Link
            ref={(element) => void (outcome.current = element)}
            to="/saved-searches"
            className="font-semibold text-brand-dark underline underline-offset-4"
          >
            {t('savedSearches.manage')}
          </Link>
        </>
      ) : finished === 'email' ? (
        <p
          ref={(element) => void (outcome.current = element)}
          tabIndex={-1}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-dark outline-none"
        >
          <BellIcon />
          {t('savedSearches.checkInline')}
        </p>
      ) : (
        <button
          ref={opener}
          type="button"
          aria-haspopup={isAuthenticated ? undefined : 'dialog'}
          disabled={!live || whoLoading || creating.isLoading || opening === 'loading'}
          onClick={() => void save()}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-earth px-4 py-1 font-semibold text-white hover:bg-earth/90 disabled:opacity-70"
        >
          <BellIcon />
          {creating.isLoading ? t('savedSearches.saving') : t('savedSearches.save')}
        </button>
      )}
      {failure && (
        <p role="alert" className="w-full text-sm font-semibold text-danger-dark">
          {apiErrorText(t, failure.code)}{' '}
          {failure.code === 'SAVED_SEARCH_LIMIT' && (
            <Link to="/saved-searches" className="underline">
              {t('savedSearches.manage')}
            </Link>
          )}
        </p>
      )}
      {asking && Dialog && <Dialog query={query} name={name} onClose={closed} />}
    </div>
  );
}
