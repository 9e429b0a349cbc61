import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ALERT_FREQUENCIES, savedSearchInputSchema, type AlertFrequency } from '../../../shared/saved-search';
import { ChoiceGroup } from '../../components/choice-field';
import { apiErrorOf, apiErrorText, fieldErrorsOf, type FieldErrors } from '../../components/form-errors';
import { FormAlert, EmailField } from '../../components/form-field';
import { keepTabInside } from '../../components/keep-tab-inside';
import { useGetMetaQuery } from '../../lib/meta-api';
import { signInUrlFor } from '../../lib/session/redirect';
import { AlertBySms } from './alert-by-sms';
import { useCreateSavedSearchMutation } from './saved-searches-api';
import { Button } from '../../components/button';

interface Props {
  /** The search to subscribe to, as saved (`savedQueryOf`), and the name it is saved under. */
  query: string;
  name: string;
  /**
   * Called once the dialog has closed: `email` when the confirmation mail is on its way, `account`
   * when the visitor signed in with their number and the search is saved with its SMS on.
   */
  onClose: (outcome: 'email' | 'account' | null) => void;
}

type Way = 'email' | 'sms';

/**
 * A visitor's subscription, in a modal `<dialog>` (a sheet at the bottom of a phone): how often, and
 * an e-mail address, or, where the server sends alert SMS, a mobile number confirmed by a code. Nothing
 * is mailed but the opt-in link until the visitor follows it. What they typed stays through any
 * error, each error beside its field.
 */
export function SearchAlertDialog({ query, name, onClose }: Props) {
  const { t } = useTranslation();
  const { t: tAccount } = useTranslation('account');
  const location = useLocation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const sentTitle = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const smsOffered = useGetMetaQuery().data?.alert_sms === true;
  const [way, setWay] = useState<Way>('email');
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [checked, setChecked] = useState<FieldErrors>({});
  const [create, { isLoading, error, data: created }] = useCreateSavedSearchMutation();
  const [bySms, setBySms] = useState<{ shownNumber: string } | null>(null);
  const done = created ? 'email' : bySms ? 'account' : null;
  const failure = apiErrorOf(error);
  const errors = { ...failure?.fields, ...checked };
  const emailError = errors.email;
  // An error of a field the visitor cannot see (the query, the name) is said in a line.
  const hidden = Object.keys(errors).some((field) => field !== 'email');

  // Drawn when opened: showModal makes the page behind inert; the focus goes to the address, what
  // most visitors type (past the choice of e-mail or SMS, which comes first to be read first).
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    emailInput.current?.focus();
  }, []);
  // Once sent, the answer takes the focus, so it is read out.
  useEffect(() => {
    if (done) sentTitle.current?.focus();
  }, [done]);

  async function subscribe(event: FormEvent) {
    event.preventDefault();
    const input = { query, name, frequency, email };
    const parsed = savedSearchInputSchema.safeParse(input);
    setChecked(parsed.success ? {} : fieldErrorsOf(parsed.error));
    if (parsed.success) await create(input);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => onClose(done)}
      onKeyDown={keepTabInside}
      className="inset-x-0 top-auto bottom-0 m-0 max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-5 backdrop:bg-black/40 sm:inset-0 sm:m-auto sm:max-w-md sm:rounded-2xl sm:p-6"
    >
      {done ? (
        <div role="status" className="space-y-3">
          <h2
            ref={sentTitle}
            id={titleId}
            tabIndex={-1}
            className="text-xl font-semibold text-stone-900 outline-none"
          >
            {bySms ? tAccount('savedSearches.smsDoneTitle') : t('savedSearches.checkTitle')}
          </h2>
          {bySms ? (
            <p className="text-stone-700">
              {tAccount('savedSearches.smsDoneText', { name, phone: bySms.shownNumber })}
            </p>
          ) : (
            <>
              <p className="text-stone-700">{t('savedSearches.checkText', { email: email.trim() })}</p>
              <p className="text-sm text-stone-600">{t('savedSearches.checkSpam')}</p>
            </>
          )}
          <Button
            variant="primary"
            onClick={() => dialog.current?.close()}
            className="w-full px-5 py-3 hover:bg-brand-dark"
          >
            {t('savedSearches.close')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-semibold text-stone-900">
              {smsOffered ? tAccount('savedSearches.dialogTitleAnyWay') : t('savedSearches.dialogTitle')}
            </h2>
            <p className="mt-1 text-stone-700">{t('savedSearches.dialogSearch', { name })}</p>
          </div>
          {smsOffered && (
            <ChoiceGroup
              legend={tAccount('savedSearches.way')}
              name="alert-way"
              options={(['email', 'sms'] as const).map((value) => ({
                value,
                label: tAccount(`savedSearches.way_${value}`),
              }))}
              value={way}
              onChange={(value) => setWay(value as Way)}
            />
          )}
          <div>
            <ChoiceGroup
              legend={t('savedSearches.frequency')}
              name="alert-frequency"
              options={ALERT_FREQUENCIES.map((value) => ({
                value,
                label: t(`savedSearches.frequency_${value}`),
              }))}
              value={frequency}
              onChange={(value) => setFrequency(value as AlertFrequency)}
            />
            <p className="mt-1 text-sm text-stone-600">
              {way === 'sms' ? tAccount('savedSearches.frequencyHintSms') : t('savedSearches.frequencyHint')}
            </p>
          </div>
          {way === 'sms' ? (
            <>
              <AlertBySms
                query={query}
                name={name}
                frequency={frequency}
                onSaved={(_saved, shownNumber) => setBySms({ shownNumber })}
              />
              <Button variant="outline" onClick={() => dialog.current?.close()} className="px-5 py-2.5">
                {t('savedSearches.cancel')}
              </Button>
            </>
          ) : (
            <form noValidate onSubmit={(event) => void subscribe(event)} className="flex flex-col gap-4">
              <EmailField
                ref={emailInput}
                label={t('savedSearches.email')}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={emailError}
                required
              />
              <p className="text-sm text-stone-700">{t('savedSearches.optIn')}</p>
              <FormAlert
                message={
                  failure && !failure.fields.email
                    ? apiErrorText(t, failure.code)
                    : hidden
                      ? apiErrorText(t, 'VALIDATION_FAILED')
                      : null
                }
              />
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button
                  variant="outline"
                  onClick={() => dialog.current?.close()}
                  className="flex-1 px-5 py-2.5"
                >
                  {t('savedSearches.cancel')}
                </Button>
                <Button
                  variant="primary"
                  type="submit"
                  busy={isLoading}
                  className="flex-1 px-5 py-2.5 hover:bg-brand-dark"
                >
                  {isLoading ? t('savedSearches.working') : t('savedSearches.subscribe')}
                </Button>
              </div>
            </form>
          )}
          <Link
            to={signInUrlFor(location.pathname + location.search)}
            className="text-sm font-semibold text-brand-dark underline underline-offset-4"
          >
            {t('savedSearches.haveAccount')}
          </Link>
        </div>
      )}
    </dialog>
  );
}
