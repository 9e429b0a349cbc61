import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/notify';
import { SwitchButton } from '../../components/switch-button';
import { useAuth } from '../../lib/session/use-auth';
import { useSaveFavoriteAlertsMutation } from './favorite-watch-api';

/**
 * The opt-in, where the favourites are: "mail me when a favourite's price falls or it is rented or
 * sold". A switch (role="switch"): a tap, Enter or Space flips it, and a screen reader says on or off.
 */
export function FavoriteAlertsSwitch() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [save, { isLoading, isError }] = useSaveFavoriteAlertsMutation();
  const labelId = useId();
  const hintId = useId();
  const on = user.favorite_alerts === true;

  async function flip() {
    const result = await save(!on);
    if ('data' in result) notifySuccess(on ? t('favoriteWatch.alertsOff') : t('favoriteWatch.alertsOn'));
    else console.error('favourite alerts not saved', result.error);
  }

  return (
    <div className="mb-6 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-semibold text-stone-900">
            {t('favoriteWatch.alertsLabel')}
          </p>
          <p id={hintId} className="mt-1 break-words text-sm text-stone-600">
            {t('favoriteWatch.alertsHint', { email: user.email ?? '' })}
          </p>
        </div>
        <SwitchButton
          checked={on}
          labelledBy={labelId}
          describedBy={hintId}
          busy={isLoading}
          disabled={isLoading}
          onClick={() => void flip()}
          stateText={on ? t('favoriteWatch.on') : t('favoriteWatch.off')}
        />
      </div>
      {isError && (
        <p role="alert" className="mt-2 text-sm text-danger-dark">
          {t('favoriteWatch.failed')}
        </p>
      )}
    </div>
  );
}
