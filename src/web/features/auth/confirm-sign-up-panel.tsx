import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RemovedOnProofJson } from '../../../shared/auth';
import { localDigits } from '../../../shared/format';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { SubmitButton } from '../../components/form-field';
import { useLanguage } from '../../components/use-language';
import { useLaterTexts } from '../../i18n/later-texts';
import { useConfirmSignUpMutation } from './account-access-api';
import { AuthCard } from './auth-card';
import { greet } from './greet';

const LINK = 'font-semibold text-brand-dark hover:underline';

/**
 * /email/confirm?sign_up=1&token=…: where a sign-up's mail leads. Opening the link changes nothing
 * (mail scanners open links); the one button opens the account and signs in. An account someone
 * else had set up with the address, unconfirmed, becomes this person's: the panel says what went.
 */
export function ConfirmSignUpPanel({ token }: { token: string | null }) {
  useLaterTexts();
  const { t } = useTranslation();
  const [confirm, confirming] = useConfirmSignUpMutation();
  const outcome = useRef<HTMLDivElement>(null);
  const failure = apiErrorOf(confirming.error);
  const done = confirming.data;

  // The answer takes the focus, so a screen reader or keyboard user hears what happened.
  useEffect(() => {
    if (done || failure) outcome.current?.focus();
  }, [done, failure]);
  useEffect(() => {
    if (done) greet(t, done.data.name, true);
  }, [done, t]);

  return (
    <AuthCard title={t('accountAccess.signUpTitle')}>
      <div ref={outcome} tabIndex={-1} className="space-y-4 outline-none">
        {done ? (
          <>
            <p
              role="status"
              className="rounded-lg border border-brand/40 bg-brand-light p-3 font-semibold text-brand-dark"
            >
              {t('accountAccess.signedUp')}
            </p>
            {done.removed && <RemovedList removed={done.removed} />}
            <Link to="/property-post" className={`block ${LINK}`}>
              {t('accountAccess.toPost')}
            </Link>
          </>
        ) : failure || !token ? (
          <>
            <p
              role="alert"
              className="rounded-lg border border-danger/40 bg-danger/10 p-3 font-semibold text-danger-dark"
            >
              {!token || failure?.code === 'EMAIL_LINK_INVALID'
                ? t('accountAccess.signUpLinkInvalid')
                : failure?.code === 'EMAIL_TAKEN'
                  ? t('accountAccess.signUpTaken')
                  : apiErrorText(t, failure?.code ?? 'unknown')}
            </p>
            <Link to={failure?.code === 'EMAIL_TAKEN' ? '/sign-in' : '/sign-up'} className={`block ${LINK}`}>
              {failure?.code === 'EMAIL_TAKEN' ? t('nav.login') : t('accountAccess.signUpAgain')}
            </Link>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void confirm({ token });
            }}
            className="space-y-4"
          >
            <p className="text-stone-700">{t('accountAccess.signUpText')}</p>
            <SubmitButton busy={confirming.isLoading}>{t('accountAccess.signUpButton')}</SubmitButton>
          </form>
        )}
      </div>
    </AuthCard>
  );
}

function RemovedList({ removed }: { removed: RemovedOnProofJson }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const n = (count: number) => ({ count, n: localDigits(String(count), language) });
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-stone-800">
      <p>{t('accountAccess.removedIntro')}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {removed.sessions > 0 && <li>{t('accountAccess.removedSessions', n(removed.sessions))}</li>}
        {removed.phone && (
          <li>{t('accountAccess.removedPhone', { phone: localDigits(removed.phone, language) })}</li>
        )}
        {removed.saved_searches > 0 && (
          <li>{t('accountAccess.removedSearches', n(removed.saved_searches))}</li>
        )}
      </ul>
    </div>
  );
}
