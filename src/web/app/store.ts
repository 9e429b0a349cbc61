import { configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { contactSlice } from '../features/contact/contact-slice';
import { propertiesSlice } from '../features/properties/properties-slice';
import { api } from './api';

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
    properties: propertiesSlice.reducer,
    contact: contactSlice.reducer,
  },
  middleware: (getDefault) => getDefault().concat(api.middleware, rateLimitAlert),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
