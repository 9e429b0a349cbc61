import { useSearchParams } from 'react-router';
import { ConfirmEmailPanel } from '../features/auth/confirm-email-panel';
import { ConfirmSignUpPanel } from '../features/auth/confirm-sign-up-panel';

/**
 * /email/confirm?token=… : where a mail that proves an address leads: a sign-up's (`sign_up=1`),
 * or the one that adds an e-mail to an account, or changes it (`change=1`).
 */
export default function EmailConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  return params.get('sign_up') ? (
    <ConfirmSignUpPanel token={token} />
  ) : (
    <ConfirmEmailPanel token={token} change={params.get('change') === '1'} />
  );
}
