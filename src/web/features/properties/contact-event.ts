import { useEffect } from 'react';
import type { ContactKind } from '../../../shared/listing-stats';
import { API_BASE } from '../../lib/api';

// The owner's statistics count what a listing's page reports with the token the server gave it
// (the listing's `visitToken`): fetching a listing counts nothing, so robots and plain requests are
// not counted. A page's token is kept here for its contact taps.
const tokens = new Map<string, string>();
const reported = new Set<string>();

/**
 * A keepalive POST: the tap is not slowed, and the request outlives a page that is left for tel: or
 * wa.me. Same-origin, so it carries the session cookie (the owner's own views and taps are not
 * counted) and the Origin the API's CSRF check wants. A lost count is no one's problem: failures are
 * ignored.
 */
function report(propertyId: string, what: 'view' | 'contact-event', body: object): void {
  try {
    fetch(`${API_BASE}/property/${encodeURIComponent(propertyId)}/${what}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // A browser without keepalive fetch: it goes uncounted.
  }
}

/**
 * Reports the listing's view once its page runs in the browser (after hydration: the drawn page
 * paints first, and the report is its only request), once per page token.
 */
export function useViewReport(propertyId: string | undefined, visitToken: string | undefined): void {
  useEffect(() => {
    if (!propertyId || !visitToken) return;
    tokens.set(propertyId, visitToken);
    const key = `${propertyId}:${visitToken}`;
    if (reported.has(key)) return;
    reported.add(key);
    report(propertyId, 'view', { token: visitToken });
  }, [propertyId, visitToken]);
}

/** Tells the owner's statistics that a visitor tapped a way to reach them, with the page's token. */
export function sendContactEvent(propertyId: string, kind: ContactKind): void {
  report(propertyId, 'contact-event', { kind, token: tokens.get(propertyId) });
}
