import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { useHydrated } from '../../lib/use-hydrated';
import { BrokenLink, HomeLink, LinkFrame, Outcome } from './link-frame';
import { useFollowAlertLinkMutation, useGetAlertLinkQuery } from './saved-searches-api';
import { Button } from '../../components/button';

/**
 * /alerts/confirm?token=…: a visitor's double opt-in. Opening the link only reads which search it is
 * (mail scanners open links); the one button confirms, and nothing is mailed before it is pressed.
 */
export function ConfirmAlertsPanel({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const live = useHydrated();
  const link = token ? ({ action: 'confirm', token } as const) : null;
  const read = useGetAlertLinkQuery(link ?? skipToken);
  const [confirm, confirming] = useFollowAlertLinkMutation();
  const outcome = useRef<HTMLDivElement>(null);
  const readFailure = apiErrorOf(read.error);
  const failure = apiErrorOf(confirming.error);
  const done = confirming.data;

  // The answer takes the focus, so a screen reader or keyboard user hears what happened.
  useEffect(() => {
    if (done || failure) outcome.current?.focus();
  }, [done, failure]);

  if (!link) return <BrokenLink />;
  if (readFailure) {
    return (
      <LinkFrame title={t('savedSearches.linkFailedTitle')}>
        <div role="alert">
          <Outcome kind="failed">{apiErrorText(t, readFailure.code)}</Outcome>
        </div>
        <HomeLink />
      </LinkFrame>
    );
  }
  const state = read.data;
  return (
    <LinkFrame title={t('savedSearches.confirmTitle')}>
      {!state ? (
        <p role="status" className="text-stone-700">
          {t('savedSearches.checking')}
        </p>
      ) : done ? (
        <div ref={outcome} tabIndex={-1} role="status" className="space-y-4 outline-none">
          <Outcome kind="done">{t('savedSearches.confirmedText', { name: done.name })}</Outcome>
          <HomeLink />
        </div>
      ) : state.confirmed ? (
        <div role="status" className="space-y-4">
          <Outcome kind="done">{t('savedSearches.alreadyConfirmed', { name: state.name })}</Outcome>
          <HomeLink />
        </div>
      ) : (
        <>
          <p className="text-stone-700">
            {state.name === null
              ? t('savedSearches.confirmExplainUnnamed')
              : t('savedSearches.confirmExplain', { name: state.name })}
          </p>
          {failure ? (
            <div ref={outcome} tabIndex={-1} role="alert" className="space-y-4 outline-none">
              <Outcome kind="failed">{apiErrorText(t, failure.code)}</Outcome>
              <HomeLink />
            </div>
          ) : (
            <Button
              variant="primary"
              busy={confirming.isLoading}
              disabled={!live}
              onClick={() => void confirm(link)}
              className="w-full px-5 py-3 hover:bg-brand-dark"
            >
              {confirming.isLoading ? t('savedSearches.working') : t('savedSearches.confirmButton')}
            </Button>
          )}
        </>
      )}
    </LinkFrame>
  );
}
