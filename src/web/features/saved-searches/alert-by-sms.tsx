import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import { ALERT_SMS_PER_DAY, type AlertFrequency, type SavedSearch } from '../../../shared/saved-search';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { FormAlert } from '../../components/form-field';
import { CodeStep, NumberStep } from '../../components/phone-code/phone-steps';
import { usePhoneCode } from '../../components/phone-code/use-phone-code';
import { useFormValues } from '../../components/use-form-values';
import { useLanguage } from '../../components/use-language';
import { useCreateSavedSearchMutation } from './saved-searches-api';
import { Button } from '../../components/button';

interface Props {
  query: string;
  name: string;
  frequency: AlertFrequency;
  /** The search, saved with its SMS on, and the number they go to as people read it. */
  onSaved: (saved: SavedSearch, shownNumber: string) => void;
}

/**
 * A visitor's alerts by SMS: the number, then the code sent to it, which signs them in with the number
 * (an account is made for a number without one, with the name asked after the code, as on the
 * sign-in screen). The search is then the account's, saved with its SMS on: the number is proved,
 * and the alerts can be changed or stopped on /saved-searches like any other.
 */
export function AlertBySms({ query, name, frequency, onSaved }: Props) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const flow = usePhoneCode();
  const { bind, setValues } = useFormValues({ name: '', phone: '', code: '' });
  const [create, { isLoading, error, isError }] = useCreateSavedSearchMutation();
  const clearCode = () => setValues((v) => ({ ...v, code: '' }));

  async function save() {
    const result = await create({ query, name, frequency, sms: true });
    if ('data' in result && result.data) onSaved(result.data, flow.shownNumber);
  }

  // Signed in, but the search was not saved (its limit, a lost connection): saved again from here,
  // not by a code that is used up.
  if (isError) {
    return (
      <div className="space-y-3">
        <FormAlert message={apiErrorText(t, apiErrorOf(error)?.code ?? 'network')} />
        <Button
          variant="primary"
          busy={isLoading}
          onClick={() => void save()}
          className="w-full px-5 py-3 hover:bg-brand-dark"
        >
          {isLoading ? t('savedSearches.smsSaving') : t('savedSearches.smsRetry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        {t('savedSearches.smsExplain', { n: localDigits(String(ALERT_SMS_PER_DAY), language) })}
      </p>
      {flow.step === 'number' ? (
        <NumberStep flow={flow} phone={bind('phone')} focusFirst onSent={clearCode} />
      ) : (
        <CodeStep
          flow={flow}
          code={bind('code')}
          name={bind('name')}
          submitLabel={isLoading ? t('savedSearches.smsSaving') : t('savedSearches.smsConfirm')}
          onSent={clearCode}
          onDone={() => void save()}
        />
      )}
    </div>
  );
}
