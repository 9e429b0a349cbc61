import type { ListingStats } from '../../../shared/listing-stats';
import { api } from '../../lib/api';

export const listingStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getListingStats: build.query<ListingStats, string>({
      query: (id) => `/property/${encodeURIComponent(id)}/stats`,
      transformResponse: (response: { data: ListingStats }) => response.data,
    }),
  }),
});

export const { useGetListingStatsQuery } = listingStatsApi;
