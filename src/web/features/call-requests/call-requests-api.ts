import type { CallRequest } from '../../../shared/call-request';
import { api } from '../../lib/api';

// The owner's list. Its own tag, added here: the shared API (loaded on every page) does not grow for it.
export const callRequestsApi = api.enhanceEndpoints({ addTagTypes: ['CallRequest'] }).injectEndpoints({
  endpoints: (build) => ({
    getCallRequests: build.query<CallRequest[], void>({
      query: () => '/call-requests',
      transformResponse: (response: { data: CallRequest[] }) => response.data,
      providesTags: ['CallRequest'],
    }),
    markCallRequestDone: build.mutation<void, string>({
      query: (id) => ({
        url: `/call-requests/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { done: true },
      }),
      invalidatesTags: ['CallRequest'],
    }),
  }),
});

export const { useGetCallRequestsQuery, useMarkCallRequestDoneMutation } = callRequestsApi;
