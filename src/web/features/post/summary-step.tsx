import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInUrlFor } from '../../lib/session/redirect';
import { ListingSummary } from './listing-summary';
import type { StepSectionProps } from './step-props';
import { buttonClass } from '../../components/button';

/**
 * The last step: the listing as it will show, each part with a way back to its step; a visitor is
 * asked to log in or sign up here, and comes back to this step with the draft kept.
 */
export function SummaryStep({ draft, isAuthenticated, goToField }: StepSectionProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className="space-y-3">
      <ListingSummary draft={draft} onEdit={goToField} />
      {!isAuthenticated && (
        <div className="rounded-xl bg-earth-light p-4">
          <p className="text-earth">{t('post.loginFirst')}</p>
          <div className="mt-3 flex gap-3">
            <Link to={signInUrlFor(here)} className={buttonClass('primary', 'px-5 py-2')}>
              {t('nav.login')}
            </Link>
            <Link
              to={`/sign-up?${new URLSearchParams({ redirect: here })}`}
              className={buttonClass('brand-outline', 'px-5 py-1.5')}
            >
              {t('nav.signUp')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
