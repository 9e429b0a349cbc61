import { configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { authSlice } from '../lib/session/auth-slice';
import { api } from '../lib/api';
import { isRateLimitText } from '../components/form-errors';

// A rate-limited call answers 429 with plain text: show it in a browser alert (spec §8).
const rateLimitAlert: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    if (isRateLimitText(action.payload)) window.alert((action.payload as { data: string }).data);
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
