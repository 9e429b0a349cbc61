import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RemovedOnProofJson } from '../../../shared/auth';
import { localDigits } from '../../../shared/format';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { FormAlert, PasswordField, SubmitButton } from '../../components/form-field';
import { useSignOut } from '../../components/use-sign-out';
import { useLanguage } from '../../components/use-language';
import { takeAfterSignUp } from '../../lib/session/redirect';
import { useAuth } from '../../lib/session/use-auth';
import { useConfirmSignUpMutation } from './account-access-api';
import { AuthCard } from './auth-card';
import { greet } from './greet';

const LINK = 'font-semibold text-brand-dark hover:underline';

/**
 * /email/confirm?sign_up=1&token=…: where a sign-up's mail leads. Opening the link changes nothing
 * (mail scanners open links); the password chosen at sign-up and the button open the account and sign
 * in: a link someone else asked for, with their password, cannot be finished by the address's owner
 * (decision 001). An account someone else had set up with the address, unconfirmed, becomes this
 * person's: the panel says what went. On a phone where someone is signed in, they log out first, so
 * nothing of theirs stays beside the new account.
 */
export function ConfirmSignUpPanel({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const [confirm, confirming] = useConfirmSignUpMutation();
  const { isAuthenticated } = useAuth();
  const { signOut, isLoading: signingOut } = useSignOut();
  const [password, setPassword] = useState('');
  const outcome = useRef<HTMLDivElement>(null);
  const failure = apiErrorOf(confirming.error);
  // A wrong password leaves the link working: the form stays, with the reason.
  const wrongPassword = failure?.code === 'INVALID_CREDENTIALS';
  const done = confirming.data;

  // The answer takes the focus, so a screen reader or keyboard user hears what happened.
  useEffect(() => {
    if (done || failure) outcome.current?.focus();
  }, [done, failure]);
  const navigate = useNavigate();
  const greeted = useRef(false);
  useEffect(() => {
    if (!done || greeted.current) return;
    greeted.current = true;
    greet(t, done.data.name, true);
    // Signed up on this browser from somewhere (the post form's last step): go on there. An account
    // taken back stays here, to read what was removed.
    const next = takeAfterSignUp();
    if (next && !done.removed) void navigate(next, { replace: true });
  }, [done, t, navigate]);

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
        ) : (failure && !wrongPassword) || !token ? (
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
        ) : isAuthenticated ? (
          <>
            <p role="status" className="text-stone-700">
              {t('accountAccess.signUpSignedIn')}
            </p>
            <button
              type="button"
              onClick={signOut}
              disabled={signingOut}
              className="rounded-lg bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark"
            >
              {t('menu.logout')}
            </button>
          </>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (password) void confirm({ token, password });
            }}
            className="space-y-4"
          >
            <p className="text-stone-700">{t('accountAccess.signUpText')}</p>
            <FormAlert message={wrongPassword ? t('accountAccess.signUpWrongPassword') : null} />
            <PasswordField
              label={t('accountAccess.signUpPassword')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
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
