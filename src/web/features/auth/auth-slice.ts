import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../shared/auth';

export interface AuthState {
  token: string | null;
  /** Empty when logged out (spec §3). */
  user: Partial<User>;
}

const initialState: AuthState = { token: null, user: {} };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ user: User; token?: string }>) {
      state.user = action.payload.user;
      if (action.payload.token) state.token = action.payload.token;
    },
    sessionCleared() {
      return initialState;
    },
  },
});

export const { sessionStarted, sessionCleared } = authSlice.actions;
