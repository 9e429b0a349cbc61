import type { AccountView, SuspensionInput } from '../../../shared/account-admin';
import { api } from '../../lib/api';

export const accountAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An account as an admin sees it: listings, numbers, reports, decisions, photo matches. */
    getAccountView: build.query<AccountView, string>({
      query: (id) => `/admin/accounts/${encodeURIComponent(id)}`,
      transformResponse: (response: { data: AccountView }) => response.data,
      providesTags: ['Property'],
    }),
    /** Suspends the account (with the reason the owner is told) or lifts its suspension. */
    setSuspension: build.mutation<AccountView, { id: string; input: SuspensionInput }>({
      query: ({ id, input }) => ({
        url: `/admin/accounts/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: input,
      }),
      transformResponse: (response: { data: AccountView }) => response.data,
      // Its listings leave (or come back to) every list: the dashboard's queues are read again too.
      invalidatesTags: ['Property'],
    }),
  }),
});

export const { useGetAccountViewQuery, useSetSuspensionMutation } = accountAdminApi;
