import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { RootState } from './store';

export const API_BASE = '/api/v1';

/**
 * The one RTK Query API: every call goes to /api/v1 with cookies, plus a Bearer header when the auth
 * state holds a token (spec §7). Features add their endpoints with injectEndpoints.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: API_BASE,
    credentials: 'include',
    prepareHeaders(headers, { getState }) {
      const token = (getState() as RootState).auth.token;
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  keepUnusedDataFor: 60, // spec §9
  tagTypes: ['Property', 'User'],
  endpoints: () => ({}),
});
