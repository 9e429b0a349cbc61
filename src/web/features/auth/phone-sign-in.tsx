import { useTranslation } from 'react-i18next';
import { useFormValues } from '../../components/use-form-values';
import { greet } from './greet';
import { CodeStep, NumberStep } from '../../components/phone-code/phone-steps';
import { usePhoneCode } from '../../components/phone-code/use-phone-code';

/**
 * Signing in or up with a mobile number and a code by SMS. Sign-up asks the name first; sign-in asks
 * it only when the server, after a right code, says the number has no account yet, so the screen
 * never tells beforehand whether a number has one. The session then takes the screen on (its
 * redirect), and a toast greets the user.
 */
export function PhoneSignIn({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const { t } = useTranslation('account');
  const flow = usePhoneCode();
  const { values, setValues, bind } = useFormValues({ name: '', phone: '', code: '' });
  // A new code makes the one typed for the last useless.
  const clearCode = () => setValues((v) => ({ ...v, code: '' }));

  if (flow.step === 'number') {
    return (
      <NumberStep
        flow={flow}
        phone={bind('phone')}
        name={mode === 'sign-up' ? bind('name') : undefined}
        onSent={clearCode}
      />
    );
  }
  return (
    <CodeStep
      flow={flow}
      code={bind('code')}
      name={bind('name')}
      signUpName={mode === 'sign-up' ? values.name : undefined}
      submitLabel={mode === 'sign-up' ? t('auth.signUpButton') : t('auth.loginButton')}
      onSent={clearCode}
      onDone={(verified) => greet(t, verified.data.name, verified.created)}
    />
  );
}
