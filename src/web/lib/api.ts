import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

export const API_BASE = '/api/v1';

/** How a store other than the browser's reaches the API: the server, rendering a page, asks itself. */
export interface ApiExtra {
  baseQuery?: ReturnType<typeof fetchBaseQuery>;
}

/** The answers a server-rendered page was drawn with, handed to the browser's store (`main.tsx`). */
export const apiStateHandedOver = createAction<unknown>('api/handedOver');

const browserQuery = fetchBaseQuery({ baseUrl: API_BASE, credentials: 'include' });

const baseQuery: typeof browserQuery = (args, baseApi, extraOptions) =>
  ((baseApi.extra as ApiExtra | undefined)?.baseQuery ?? browserQuery)(args, baseApi, extraOptions);

/**
 * The one RTK Query API: every call goes to /api/v1 with the browser's cookies. The session cookie is
 * HttpOnly, so no script ever holds the token (non-browser clients send it as a Bearer header
 * instead). Features add their endpoints with injectEndpoints.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: 60,
  tagTypes: ['Property', 'User', 'System'],
  endpoints: () => ({}),
  // RTK Query keeps only the finished queries of the handed-over state: nothing is asked for twice.
  extractRehydrationInfo: (action, { reducerPath }) =>
    apiStateHandedOver.match(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
});

/**
 * An answer that says the thing asked for is not there (a listing removed, or never one): 404 or
 * 400; or no longer there (a listing sold, rented or expired): 410.
 */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400 || status === 410;
}
