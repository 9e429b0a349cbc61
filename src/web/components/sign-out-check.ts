import i18n from 'i18next';
import { localDigits } from '../../shared/format';
import { clearOnLogout } from '../lib/session/auth-api';
import { clearThisPhone, keptOnPhone } from '../lib/session/this-phone';

// Logging out from a menu (use-sign-out.ts, docs/offline.md "Logging out"): loaded when someone taps
// "Log out", and kept in the offline shell so that, without a connection, it can say why nothing
// happens; so are its texts (the `sign-out` namespace, loaded first). sweetalert2 loads only when
// there is something to ask.
const NS = 'sign-out';

function text(key: string, n?: number): string {
  return n === undefined
    ? i18n.t(`signOut.${key}`, { ns: NS })
    : i18n.t(`signOut.${key}`, {
        ns: NS,
        count: n,
        n: localDigits(String(n), i18n.language === 'en' ? 'en' : 'bn'),
      });
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Without a connection the server cannot end the session, and the person must know they are still in. */
function tellOffline(): void {
  window.alert(text('offline'));
}

/**
 * Whether to go on with logging out. Offline: no (and says why). Work kept on this phone (listings
 * waiting to be sent, drafts): asks, naming what will be deleted; "Stay logged in" is focused
 * first, as the choice that loses nothing. Nothing kept: yes, without asking.
 */
async function readyToSignOut(): Promise<boolean> {
  await i18n.loadNamespaces(NS);
  if (!navigator.onLine) {
    tellOffline();
    return false;
  }
  const { waiting, drafts } = await keptOnPhone();
  if (waiting === 0 && drafts === 0) return true;
  const items = [
    ...(waiting > 0 ? [text('waiting', waiting)] : []),
    ...(drafts > 0 ? [text('drafts', drafts)] : []),
  ];
  const html = [
    `<p>${escapeHtml(text('intro'))}</p>`,
    `<ul class="mx-auto my-3 w-fit list-disc ps-5 text-start">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(text('irreversible'))}</p>`,
    waiting > 0 ? `<p class="mt-3">${escapeHtml(text('waitingHint', waiting))}</p>` : '',
  ].join('');
  const { default: Swal } = await import('sweetalert2');
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const result = await Swal.fire({
    title: text('title'),
    html,
    icon: 'warning',
    showCancelButton: true,
    focusCancel: true,
    confirmButtonColor: '#0D9276',
    cancelButtonColor: '#F33F55',
    confirmButtonText: text('confirm'),
    cancelButtonText: text('stay'),
    returnFocus: false,
  });
  // Focus goes back now, not after the closing animation (confirm.ts says why).
  before?.focus();
  return result.isConfirmed;
}

/**
 * Logs out once the person has agreed (readyToSignOut), and has the phone cleared once the server
 * has ended the session (auth-api.ts). An answer that never came means the session goes on: said.
 */
export async function signOut(logout: () => PromiseLike<{ error?: unknown }>): Promise<void> {
  if (!(await readyToSignOut())) return;
  clearOnLogout(clearThisPhone);
  const { error } = await logout();
  const status = (error as { status?: unknown } | undefined)?.status;
  if (error !== undefined && typeof status !== 'number') tellOffline();
}
