import type { MarketStatus } from '../../../shared/enums';
import type { Property } from '../../../shared/property';
import { api } from '../../lib/api';

export const dealStateApi = api.injectEndpoints({
  endpoints: (build) => ({
    setMarketStatus: build.mutation<Property, { id: string; status: MarketStatus }>({
      query: ({ id, status }) => ({
        url: `/property/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: (response: { data: Property }) => response.data,
      // The listing leaves (or rejoins) every list and search.
      invalidatesTags: ['Property'],
    }),
  }),
});

export const { useSetMarketStatusMutation } = dealStateApi;
