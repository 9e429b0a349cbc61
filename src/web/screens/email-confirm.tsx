import { useSearchParams } from 'react-router';
import { ConfirmEmailPanel } from '../features/auth/confirm-email-panel';

/** /email/confirm?token=… : where the mail that adds an e-mail to an account leads. */
export default function EmailConfirm() {
  const [params] = useSearchParams();
  return <ConfirmEmailPanel token={params.get('token') || null} />;
}
