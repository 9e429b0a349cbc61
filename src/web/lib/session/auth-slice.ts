import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/auth';

export interface AuthState {
  /** Empty when logged out. The token itself stays in the HttpOnly cookie. */
  user: Partial<User>;
}

/** The part of the store this slice owns, so readers need not import the app's store. */
export interface WithAuth {
  auth: AuthState;
}

const initialState: AuthState = { user: {} };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ user: User }>) {
      state.user = action.payload.user;
    },
    sessionCleared() {
      return initialState;
    },
  },
});

export const { sessionStarted, sessionCleared } = authSlice.actions;
