import i18n from 'i18next';
import { apiErrorText } from '../../components/form-errors';
import { notifySuccess } from '../../components/notify';
import { discardDraft } from './draft-store';
import { sendQueued, type SendOutcome } from './outbox';

// The page's side of the offline outbox (outbox.ts): loaded after the page is idle, it sends what
// waits now (the next visit), when the connection returns, and when the service worker's
// Background Sync says so; and tells the owner what happened, in the page's language (the `post`
// namespace's texts, loaded before it tells).

function text(key: 'sent' | 'refused', reason = ''): string {
  return i18n.t(`offlinePublish.${key}`, { ns: 'post', reason });
}

async function tell(outcome: SendOutcome): Promise<void> {
  await i18n.loadNamespaces('post');
  if (outcome.kind === 'sent') {
    discardDraft(); // the form, if open, no longer shows what was just published
    notifySuccess(text('sent'));
  } else {
    // Refused (a rule the form missed, the account gone): the draft was kept, the owner fixes it.
    notifySuccess(text('refused', apiErrorText(i18n.t, outcome.code)));
  }
  window.dispatchEvent(new CustomEvent('thikana:outbox', { detail: outcome }));
}

let started = false;

/** Sends what waits now, and from then on whenever the connection returns. Once per page. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  // Offline, a send could only fail: the `online` event comes when it can succeed.
  const sendNow = () => void (navigator.onLine && sendQueued((outcome) => void tell(outcome)));
  sendNow();
  window.addEventListener('online', sendNow);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'outbox-send') sendNow();
  });
}
