import { useState } from 'react';
import { useLogoutMutation } from '../lib/session/auth-api';

/**
 * Logging out from a menu: first what it would delete from this phone is asked about
 * (sign-out-check.ts, loaded on the tap, not with the page), then the server ends the session and
 * the phone is cleared (auth-api.ts). Without a connection the session cannot end: the person is
 * told, and stays logged in.
 */
export function useSignOut(options?: { fixedCacheKey?: string }) {
  const [logout, { isLoading }] = useLogoutMutation(options);
  const [asking, setAsking] = useState(false);

  const signOut = async () => {
    setAsking(true);
    // Offline, the chunk comes from the service worker's shell; without either, the tap is lost
    // and the person still sees the menu of someone logged in.
    const check = await import('./sign-out-check').catch(() => null);
    const go = check ? await check.readyToSignOut().catch(() => false) : false;
    setAsking(false);
    if (!check || !go) return;
    const result = await logout();
    const failure = 'error' in result ? result.error : undefined;
    if (failure && 'status' in failure && typeof failure.status !== 'number') check.tellOffline();
  };

  return { signOut: () => void signOut(), isLoading: isLoading || asking };
}
