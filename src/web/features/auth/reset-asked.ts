import { RESET_COOLDOWN_MINUTES } from '../../../shared/password-reset';

// When this browser last asked for a reset link, per address: within the cooldown the server mails
// no new link (it answers the same either way, so as not to tell whether the account exists), and
// the screen says the last one still works instead of claiming a new mail was sent.

const KEY = 'thikana.resetAsked';
const COOLDOWN_MS = RESET_COOLDOWN_MINUTES * 60 * 1000;

function read(now: number): Record<string, number> {
  try {
    const all = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, number>;
    // Only the addresses still in their cooldown are kept.
    return Object.fromEntries(Object.entries(all).filter(([, at]) => now - at < COOLDOWN_MS));
  } catch {
    return {};
  }
}

const addressKey = (email: string) => email.trim().toLowerCase();

/** Whole minutes until another link may be asked for this address, or 0 when it may be now. */
export function minutesUntilNextReset(email: string, now = Date.now()): number {
  const at = read(now)[addressKey(email)];
  return at === undefined ? 0 : Math.ceil((at + COOLDOWN_MS - now) / 60_000);
}

/** Remembers that a link was asked for this address now. */
export function rememberResetAsked(email: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...read(now), [addressKey(email)]: now }));
  } catch {
    // storage blocked: the screen just cannot tell next time
  }
}
