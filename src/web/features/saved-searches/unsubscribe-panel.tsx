import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { useAuth } from '../../lib/session/use-auth';
import { BrokenLink, HomeLink, LinkFrame, Outcome } from './link-frame';
import { useFollowAlertLinkMutation, useGetAlertLinkQuery } from './saved-searches-api';
import { Button } from '../../components/button';

/**
 * /alerts/unsubscribe?token=…: one click from the mail stops the alerts. The screen sends the
 * unsubscribe as it opens (a POST: the same one RFC 8058's one-click header makes) and says for which
 * search; its button resumes them (a visitor has no other way), and a signed-in user can also go to
 * /saved-searches.
 */
export function UnsubscribePanel({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const { isAuthenticated } = useAuth();
  const [unsubscribe, state] = useFollowAlertLinkMutation();
  const [resume, resumed] = useFollowAlertLinkMutation();
  const sent = useRef(false);
  // Effects run in the browser only, once it has the page: the server draws "stopping…".
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void unsubscribe({ action: 'unsubscribe', token });
  }, [token, unsubscribe]);
  // The name comes with the answer; should it not, the link's read-only state says it.
  const needsName = state.isSuccess && !state.data?.name && token;
  const read = useGetAlertLinkQuery(needsName ? { action: 'unsubscribe', token } : skipToken);
  const name = state.data?.name ?? read.data?.name;
  const failure = apiErrorOf(state.error ?? resumed.error);

  if (!token) return <BrokenLink />;
  return (
    // The heading says the state the alerts are in now: stopped, or on again after "resume".
    <LinkFrame
      title={t(
        failure
          ? 'savedSearches.linkFailedTitle'
          : resumed.isSuccess
            ? 'savedSearches.resumedTitle'
            : 'savedSearches.unsubscribeTitle',
      )}
    >
      {failure ? (
        <div role="alert">
          <Outcome kind="failed">{apiErrorText(t, failure.code)}</Outcome>
        </div>
      ) : (
        // One live region from the start: its text changing from "stopping…" to the outcome is read out.
        <div role="status">
          {resumed.isSuccess ? (
            <Outcome kind="done">{t('savedSearches.resumedDone', { name: resumed.data.name })}</Outcome>
          ) : state.isSuccess && name !== undefined ? (
            <Outcome kind="done">{t('savedSearches.unsubscribed', { name })}</Outcome>
          ) : (
            <p className="text-stone-700">{t('savedSearches.unsubscribing')}</p>
          )}
        </div>
      )}
      {state.isSuccess && !resumed.isSuccess && (
        <Button
          variant="brand-outline"
          busy={resumed.isLoading}
          onClick={() => void resume({ action: 'resume', token })}
          className="w-full px-5 py-3 hover:bg-brand-light"
        >
          {resumed.isLoading ? t('savedSearches.working') : t('savedSearches.resume')}
        </Button>
      )}
      {state.isSuccess && isAuthenticated && (
        <Link to="/saved-searches" className="block font-semibold text-brand-dark hover:underline">
          {t('savedSearches.goToSaved')}
        </Link>
      )}
      <HomeLink />
    </LinkFrame>
  );
}
