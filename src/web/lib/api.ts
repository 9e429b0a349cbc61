import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const API_BASE = '/api/v1';

/**
 * The one RTK Query API: every call goes to /api/v1 with the browser's cookies. The session cookie is
 * HttpOnly, so no script ever holds the token (non-browser clients send it as a Bearer header
 * instead). Features add their endpoints with injectEndpoints.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: API_BASE, credentials: 'include' }),
  keepUnusedDataFor: 60, // spec §9
  tagTypes: ['Property', 'User'],
  endpoints: () => ({}),
});
