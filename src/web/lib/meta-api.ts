import type { Meta } from '../../shared/meta';
import { api } from './api';

/** Categories, areas and the other vocabularies, used across screens (forms, filters, footer). */
export const metaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMeta: build.query<Meta, void>({
      query: () => '/meta',
      transformResponse: (response: { data: Meta }) => response.data,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetMetaQuery } = metaApi;
