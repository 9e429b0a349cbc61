import type { Meta } from '../../../shared/meta';
import type { Property, PropertyPage } from '../../../shared/property';
import { api } from '../../app/api';

export type PropertyListParams = Partial<Record<string, string | number>>;

export const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovedProperties: build.query<PropertyPage, PropertyListParams>({
      query: (params) => ({ url: '/property/approved-all', params }),
      providesTags: ['Property'],
    }),
    getProperty: build.query<Property, string>({
      query: (id) => `/property/${encodeURIComponent(id)}`,
      transformResponse: (response: { data: Property }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
    getRelatedProperties: build.query<Property[], string>({
      query: (id) => `/property/${encodeURIComponent(id)}/related`,
      transformResponse: (response: { data: Property[] }) => response.data,
      providesTags: ['Property'],
    }),
    getMeta: build.query<Meta, void>({
      query: () => '/meta',
      transformResponse: (response: { data: Meta }) => response.data,
    }),
  }),
});

export const {
  useGetApprovedPropertiesQuery,
  useGetPropertyQuery,
  useGetRelatedPropertiesQuery,
  useGetMetaQuery,
} = propertiesApi;
