import { configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { authSlice } from '../lib/session/auth-slice';
import { api } from '../lib/api';

// A rate-limited call answers 429 with plain text: show it in a browser alert (spec §8).
const rateLimitAlert: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const payload = action.payload as { status?: unknown; originalStatus?: number; data?: unknown };
    if (payload.originalStatus === 429 && typeof payload.data === 'string') window.alert(payload.data);
  }
  return next(action);
};

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
    auth: authSlice.reducer,
  },
  middleware: (getDefault) => getDefault().concat(api.middleware, rateLimitAlert),
});

export type RootState = ReturnType<typeof store.getState>;
