import { useSearchParams } from 'react-router';
import { ConfirmAlertsPanel } from '../features/saved-searches/confirm-alerts-panel';

/** /alerts/confirm?token=…&lang=… : where a visitor's first alert mail (the opt-in) leads. */
export default function AlertConfirm() {
  const [params] = useSearchParams();
  return <ConfirmAlertsPanel token={params.get('token') || null} />;
}
