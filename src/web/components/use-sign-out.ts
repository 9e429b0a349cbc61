import { useLogoutMutation } from '../lib/session/auth-api';

/**
 * Logging out from a menu: what it would delete from this phone is asked about first, then the
 * server ends the session and the phone is cleared (sign-out-check.ts, loaded on the tap, not with
 * the page). Offline, the check comes from the service worker's shell; without either, the tap does
 * nothing, and the menu still shows the person logged in, which they are.
 */
export function useSignOut(options?: { fixedCacheKey?: string }) {
  const [logout, { isLoading }] = useLogoutMutation(options);
  const signOut = () =>
    void import('./sign-out-check').then((check) => check.signOut(logout)).catch(() => undefined);
  return { signOut, isLoading };
}
