import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '../features/saved-searches/unsubscribe-panel';

/** /alerts/unsubscribe?token=…&lang=… : the "stop these alerts" link of every alert mail. */
export default function AlertUnsubscribe() {
  const [params] = useSearchParams();
  return <UnsubscribePanel token={params.get('token') || null} />;
}
