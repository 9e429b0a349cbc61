import { configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { authSlice } from '../lib/session/auth-slice';
import { api, type ApiExtra } from '../lib/api';
import { isRateLimitText } from '../lib/rate-limit-text';

// A rate-limited call answers 429 with plain text: show it in a browser alert (docs/api.md).
const rateLimitAlert: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action) && typeof window !== 'undefined') {
    if (isRateLimitText(action.payload)) window.alert((action.payload as { data: string }).data);
  }
  return next(action);
};

/** The browser makes one store; the server one per page it renders, with its own way to the API. */
export function createStore(extra: ApiExtra = {}) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authSlice.reducer,
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware, rateLimitAlert),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
