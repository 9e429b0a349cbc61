import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthUser {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  role: string;
  avatar: { url: string } | null;
}

export interface AuthState {
  token: string | null;
  /** Empty when logged out (spec §3). */
  user: Partial<AuthUser>;
}

const initialState: AuthState = { token: null, user: {} };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ user: AuthUser; token?: string }>) {
      state.user = action.payload.user;
      if (action.payload.token) state.token = action.payload.token;
    },
    sessionCleared() {
      return initialState;
    },
  },
});

export const { sessionStarted, sessionCleared } = authSlice.actions;
