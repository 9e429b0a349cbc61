import type { Language } from '../../shared/enums';
import { signAlertToken } from './alert-token';

/**
 * The addresses alerts' mails link to. The confirm and unsubscribe links open web screens
 * (`/alerts/confirm`, `/alerts/unsubscribe`) whose button acts, so a mail scanner that follows
 * them changes nothing; the one-click unsubscribe of RFC 8058 is the API itself, which mail
 * programs POST to.
 */
export function alertLinks(publicUrl: string, secret: Uint8Array, now = new Date()) {
  const screen = (path: string, token: string, language: Language) =>
    `${publicUrl}${path}?${new URLSearchParams({ token, lang: language }).toString()}`;
  return {
    confirm: (savedSearchId: string, language: Language) =>
      screen('/alerts/confirm', signAlertToken(secret, 'confirm', savedSearchId, now), language),
    unsubscribe: (savedSearchId: string, language: Language) =>
      screen('/alerts/unsubscribe', signAlertToken(secret, 'unsubscribe', savedSearchId, now), language),
    oneClickUnsubscribe: (savedSearchId: string) =>
      `${publicUrl}/api/v1/saved-searches/unsubscribe/${signAlertToken(secret, 'unsubscribe', savedSearchId, now)}`,
    /** The search page with the saved query, as the app opens it. */
    search: (query: string) => `${publicUrl}/property-searched${query ? `?${query}` : ''}`,
    /** The same search by its short link (`/s/<code>`, which redirects to it): what an SMS has room for. */
    short: (linkCode: string) => `${publicUrl}/s/${linkCode}`,
  };
}
