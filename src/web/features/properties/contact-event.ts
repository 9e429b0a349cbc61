import type { ContactKind } from '../../../shared/listing-stats';
import { API_BASE } from '../../lib/api';

/**
 * Tells the owner's statistics that a visitor tapped a way to reach them. A keepalive fetch: the tap
 * is not slowed, and the request outlives a page that is left for tel: or wa.me. Same-origin, so it
 * carries the session cookie (the owner's own taps are not counted) and the Origin the API's CSRF
 * check wants. A lost count is no one's problem: failures are ignored.
 */
export function sendContactEvent(propertyId: string, kind: ContactKind): void {
  try {
    fetch(`${API_BASE}/property/${encodeURIComponent(propertyId)}/contact-event`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind }),
    }).catch(() => undefined);
  } catch {
    // A browser without keepalive fetch: the tap goes uncounted.
  }
}
