import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ALERT_FREQUENCIES,
  type SavedSearch,
  type SavedSearchPatch,
  type SmsAlertsState,
} from '../../../shared/saved-search';
import { localDigits } from '../../../shared/format';
import { ChoiceGroup } from '../../components/choice-field';
import { confirmIrreversible } from '../../components/confirm';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { notifySuccess } from '../../components/notify';
import { useLanguage } from '../../components/use-language';
import { QuerySummary } from './query-summary';
import { RenameForm } from './rename-form';
import { useDeleteSavedSearchMutation, useUpdateSavedSearchMutation } from './saved-searches-api';
import { SmsSwitch } from './sms-switch';

const ACTION =
  'min-h-10 rounded-full border-2 border-stone-300 px-4 py-1.5 font-semibold text-stone-800 hover:border-brand disabled:opacity-60';

/**
 * One saved search: its name and what it looks for, how many new listings it found since it was last
 * opened, and what can be done with it; "also by SMS" only where the server sends alert SMS. Opening
 * it marks it seen; every change is one PATCH.
 */
export function SavedSearchItem({
  search,
  sms,
  onDeleted,
}: {
  search: SavedSearch;
  sms: SmsAlertsState;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const nameId = useId();
  const [update, updating] = useUpdateSavedSearchMutation();
  const [remove, removing] = useDeleteSavedSearchMutation();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const busy = updating.isLoading || removing.isLoading;
  const failure = apiErrorOf(updating.error ?? removing.error);
  const n = localDigits(String(search.new_count), language);

  async function change(patch: SavedSearchPatch, done: (saved: SavedSearch) => string) {
    const result = await update({ id: search.id, patch });
    if (result.error) return false;
    notifySuccess(done(result.data ?? { ...search, ...patch, name: patch.name ?? search.name }));
    return true;
  }

  async function rename(name: string) {
    if (await change({ name }, (saved) => t('savedSearches.renamed', { name: saved.name }))) {
      setRenaming(false);
      renameButton.current?.focus();
    }
  }

  async function deleteSearch() {
    if (!(await confirmIrreversible(t, t('confirm.yesDelete')))) return;
    const result = await remove(search.id);
    if ('error' in result) return;
    notifySuccess(t('savedSearches.deleted', { name: search.name }));
    onDeleted();
  }

  return (
    <li>
      <article aria-labelledby={nameId} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={nameId} className="min-w-0 break-words text-lg font-semibold text-stone-900">
            {search.name}
          </h2>
          {search.new_count > 0 && (
            <span className="shrink-0 rounded-full bg-earth px-2.5 py-0.5 text-sm font-semibold text-white">
              <span aria-hidden="true">{t('savedSearches.newCount', { count: search.new_count, n })}</span>
              <span className="sr-only">
                {t('savedSearches.newCountFull', { count: search.new_count, n })}
              </span>
            </span>
          )}
        </div>
        <QuerySummary query={search.query} />
        {(search.paused || !search.confirmed) && (
          <p className="mt-2 text-sm font-semibold text-amber-900">
            {search.paused ? t('savedSearches.pausedNote') : t('savedSearches.unconfirmedNote')}
          </p>
        )}
        {renaming ? (
          <RenameForm
            name={search.name}
            busy={busy}
            serverError={failure?.fields.name}
            save={(name) => void rename(name)}
            cancel={() => {
              setRenaming(false);
              renameButton.current?.focus();
            }}
          />
        ) : null}
        <div className="mt-3">
          <ChoiceGroup
            legend={t('savedSearches.frequency')}
            name={`frequency-${search.id}`}
            options={ALERT_FREQUENCIES.map((value) => ({
              value,
              label: t(`savedSearches.frequency_${value}`),
            }))}
            value={search.frequency}
            onChange={(value) =>
              void change({ frequency: value as SavedSearch['frequency'] }, (saved) =>
                t(`savedSearches.frequencyDone_${saved.frequency}`, { name: saved.name }),
              )
            }
          />
        </div>
        {sms.available && (
          <SmsSwitch
            on={search.sms}
            phoneVerified={sms.phone_verified}
            busy={busy}
            nameId={nameId}
            refusal={failure?.fields.sms}
            flip={() =>
              void change({ sms: !search.sms }, (saved) =>
                t(saved.sms ? 'savedSearches.smsOnDone' : 'savedSearches.smsOffDone', { name: saved.name }),
              )
            }
          />
        )}
        {failure && !failure.fields.name && !failure.fields.sms && (
          <p role="alert" className="mt-2 text-sm font-semibold text-danger-dark">
            {apiErrorText(t, failure.code)}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to={`/property-searched?${search.query}`}
            // Opening it is seeing what is new: its count starts again from now.
            onClick={() => void update({ id: search.id, patch: { seen: true } })}
            className="min-h-10 rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t('savedSearches.open')} <span className="sr-only">{search.name}</span>
          </Link>
          <button
            ref={renameButton}
            type="button"
            aria-expanded={renaming}
            onClick={() => setRenaming(!renaming)}
            className={ACTION}
          >
            {t('savedSearches.rename')} <span className="sr-only">{search.name}</span>
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void change({ paused: !search.paused }, (saved) =>
                t(saved.paused ? 'savedSearches.pausedDone' : 'savedSearches.resumedDone', {
                  name: saved.name,
                }),
              )
            }
            className={ACTION}
          >
            {search.paused ? t('savedSearches.resume') : t('savedSearches.pause')}{' '}
            <span className="sr-only">{search.name}</span>
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void deleteSearch()}
            className="min-h-10 rounded-full px-4 py-1.5 font-semibold text-danger-dark underline underline-offset-4 disabled:opacity-60"
          >
            {t('savedSearches.delete')} <span className="sr-only">{search.name}</span>
          </button>
        </div>
      </article>
    </li>
  );
}
