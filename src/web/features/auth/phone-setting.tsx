import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayBdPhone } from '../../../shared/phone';
import { localDigits } from '../../../shared/format';
import { notifySuccess } from '../../components/notify';
import { useFormValues } from '../../components/use-form-values';
import { useLanguage } from '../../components/use-language';
import { useAuth } from '../../lib/session/use-auth';
import { CodeStep, NumberStep } from '../../components/phone-code/phone-steps';
import { usePhoneCode } from '../../components/phone-code/use-phone-code';
import { Button } from '../../components/button';
import { SettingsSection } from '../../components/settings-section';
import { FormStatus } from '../../components/form-field';

/**
 * The account's mobile number in settings: verified or not, and changed or verified only with a code
 * sent to it by SMS (the same steps as signing in), so that a verified number is always the owner's.
 * A verified number signs in by code and badges the listings that give it as contact number.
 */
export function PhoneSetting() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const flow = usePhoneCode();
  const { setValues, bind } = useFormValues({ phone: '', code: '' });
  const clearCode = () => setValues((v) => ({ ...v, code: '' }));
  const number = user.phone ? localDigits(displayBdPhone(user.phone), language) : null;

  async function verifyCurrent() {
    if (!user.phone) return;
    clearCode();
    if (await flow.send(user.phone)) setOpen(true);
  }

  function close() {
    setOpen(false);
    flow.changeNumber();
  }

  return (
    <SettingsSection
      id="phone-title"
      title={t('phoneAuth.form.phone')}
      hint={t('phoneAuth.form.settingText')}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {number ? (
          <>
            <span dir="ltr" className="text-lg font-semibold text-stone-900">
              {number}
            </span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                user.phone_verified ? 'bg-brand-light text-brand-dark' : 'bg-earth-light text-earth'
              }`}
            >
              {user.phone_verified ? t('phoneAuth.form.isVerified') : t('phoneAuth.form.notVerified')}
            </span>
          </>
        ) : (
          <span className="text-stone-700">{t('phoneAuth.form.none')}</span>
        )}
      </div>
      {!open && (
        <div className="mt-4 flex flex-wrap gap-2">
          {number && !user.phone_verified && (
            <Button
              variant="primary"
              disabled={flow.busy}
              onClick={() => void verifyCurrent()}
              className="px-5 py-2.5 hover:bg-brand-dark disabled:opacity-70"
            >
              {t('phoneAuth.form.verify')}
            </Button>
          )}
          <Button
            variant="brand-outline"
            onClick={() => setOpen(true)}
            className="px-5 py-2 hover:bg-brand-light"
          >
            {number ? t('phoneAuth.form.changeNumber') : t('phoneAuth.form.add')}
          </Button>
        </div>
      )}
      {!open && <FormStatus message={flow.notice} className="mt-2" />}
      {/* A refused first code (a wait, a limit) is said here, before any step opens. */}
      {!open && flow.errorFor('phone') && (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger-dark">
          {flow.errorFor('phone')}
        </p>
      )}
      {open && (
        <div className="mt-4 space-y-3">
          {flow.step === 'number' ? (
            <NumberStep
              flow={flow}
              phone={bind('phone')}
              label={t('phoneAuth.form.newPhone')}
              focusFirst
              onSent={clearCode}
            />
          ) : (
            <CodeStep
              flow={flow}
              code={bind('code')}
              submitLabel={t('phoneAuth.form.verify')}
              onSent={clearCode}
              onDone={(verified) => {
                close();
                const phone = verified.data.phone ?? '';
                notifySuccess(
                  t('phoneAuth.form.numberVerified', {
                    phone: localDigits(displayBdPhone(phone), language),
                  }),
                );
              }}
            />
          )}
          <Button variant="quiet" onClick={close} className="w-full px-5 py-2">
            {t('phoneAuth.form.cancel')}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
