import type { PriceGuideQuery, PriceGuideRow, PriceHistoryEntry } from '../../shared/price-guide';
import { api } from './api';

export const priceGuideApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Only the listing's page asks: lists never carry a listing's history.
    getPriceHistory: build.query<PriceHistoryEntry[], string>({
      query: (id) => `/property/${encodeURIComponent(id)}/price-history`,
      transformResponse: (response: { data: PriceHistoryEntry[] }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
    getPriceGuide: build.query<PriceGuideRow[], PriceGuideQuery>({
      query: (params) => ({ url: '/price-guide', params }),
      transformResponse: (response: { data: PriceGuideRow[] }) => response.data,
    }),
  }),
});

export const { useGetPriceHistoryQuery, useGetPriceGuideQuery } = priceGuideApi;
