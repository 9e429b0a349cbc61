import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import { api } from '../lib/api';
import { useLogoutMutation } from '../lib/session/auth-api';

/**
 * Logging out from a menu: what it would delete from this phone is asked about first, then the
 * server ends the session and the phone is cleared (sign-out-check.ts, loaded on the tap, not with
 * the page). Offline, the check comes from the service worker's shell; without either, the tap does
 * nothing, and the menu still shows the person logged in, which they are.
 */
export function useSignOut(options?: { fixedCacheKey?: string }) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [logout, { isLoading }] = useLogoutMutation(options);
  // What the page is still asking for (the menu's saved-search count) is answered before the session
  // ends: sent together, a busy server could end the session first and refuse it.
  const afterRunningQueries = async () => {
    await Promise.allSettled(dispatch(api.util.getRunningQueriesThunk()));
    return logout();
  };
  const signOut = () =>
    void import('./sign-out-check')
      .then((check) => check.signOut(afterRunningQueries))
      .catch(() => undefined);
  return { signOut, isLoading };
}
