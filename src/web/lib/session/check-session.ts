import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './auth-api';
import { hasSessionHint } from './session-hint';

/**
 * Asks the server who is signed in, once, when this browser signed in before (session-hint.ts):
 * visitors who never did are asked nothing. The app calls it as it starts: before its first render
 * when the browser draws the page, so that a screen for members waits for the answer; after
 * hydration when the server drew it for a visitor, so that hydration finds what the server drew.
 * Components read the answer from the store (useAuth) rather than each asking for it.
 */
export function checkSession(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): void {
  if (hasSessionHint()) void dispatch(authApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
}
