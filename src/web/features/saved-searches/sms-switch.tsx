import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_SMS_PER_DAY } from '../../../shared/saved-search';
import { localDigits } from '../../../shared/format';
import { useLanguage } from '../../components/use-language';
import { SwitchButton } from '../../components/switch-button';

interface SmsSwitchProps {
  /** Whether this search's alerts go by SMS too. */
  on: boolean;
  /** The account has a verified number; without one the switch is off and says why. */
  phoneVerified: boolean;
  busy: boolean;
  /** The id of the search's name, which the switch's name ends with (several switches on a page). */
  nameId: string;
  /** A field code the server refused the change with (`sms_alerts_off`, `phone_not_verified`). */
  refusal: string | undefined;
  flip: () => void;
}

/**
 * "Also by SMS" for one saved search: a switch (role="switch"; a tap, Enter or Space flips it, and a
 * screen reader says on or off). Disabled, with its reason on one line, for an account without a
 * verified mobile number: SMS alerts go to no other number.
 */
export function SmsSwitch({ on, phoneVerified, busy, nameId, refusal, flip }: SmsSwitchProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const labelId = useId();
  const hintId = useId();
  const checked = on && phoneVerified;
  return (
    <div className="mt-3 rounded-xl bg-stone-50 px-3 py-2">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p id={labelId} className="font-semibold text-stone-900">
            {t('savedSearches.smsLabel')}
          </p>
          <p id={hintId} className="text-sm text-stone-700">
            {phoneVerified
              ? t('savedSearches.smsHint', { n: localDigits(String(ALERT_SMS_PER_DAY), language) })
              : t('savedSearches.smsNeedsPhone')}
          </p>
        </div>
        <SwitchButton
          checked={checked}
          labelledBy={`${labelId} ${nameId}`}
          describedBy={hintId}
          busy={busy}
          disabled={busy || !phoneVerified}
          onClick={flip}
          stateText={checked ? t('savedSearches.smsStateOn') : t('savedSearches.smsStateOff')}
        />
      </div>
      {refusal && (
        <p role="alert" className="mt-1 text-sm font-semibold text-danger-dark">
          {t(`savedSearches.smsError_${refusal}`, { defaultValue: t('savedSearches.smsFailed') })}
        </p>
      )}
    </div>
  );
}
