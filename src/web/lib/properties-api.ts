import type { ListingDetailJson, Property, PropertyPage } from '../../shared/property';
import { api } from './api';

/**
 * One listing as its page shows it, with the token its page reports its view and contact taps with
 * (a drawn page hands it over with the rest of the answer: no request of its own).
 */
export type ListingDetail = ListingDetailJson & { visitToken?: string };

export type PropertyListParams = Partial<Record<string, string | number>>;

export const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovedProperties: build.query<PropertyPage, PropertyListParams>({
      query: (params) => ({ url: '/property/approved-all', params }),
      providesTags: ['Property'],
    }),
    getProperty: build.query<ListingDetail, string>({
      query: (id) => `/property/${encodeURIComponent(id)}`,
      transformResponse: (response: { data: ListingDetailJson; visitToken?: string }) => ({
        ...response.data,
        visitToken: response.visitToken,
      }),
      providesTags: (_result, _error, id) => [{ type: 'Property', id }],
    }),
    getRelatedProperties: build.query<Property[], string>({
      query: (id) => `/property/${encodeURIComponent(id)}/related`,
      transformResponse: (response: { data: Property[] }) => response.data,
      providesTags: ['Property'],
    }),
  }),
});

export const { useGetApprovedPropertiesQuery, useGetPropertyQuery, useGetRelatedPropertiesQuery } =
  propertiesApi;

export const ownPropertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnProperties: build.query<Property[], { favorite: boolean }>({
      query: ({ favorite }) => ({
        url: '/property/logged-user-all',
        params: favorite ? { favorite: 'true' } : {},
      }),
      transformResponse: (response: { data: Property[] }) => response.data,
      providesTags: ['Property'],
    }),
    deleteProperty: build.mutation<{ success: true; message: string }, string>({
      query: (id) => ({ url: `/property/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Property'],
    }),
    setFavorite: build.mutation<
      { success: true; data: { _id: string; favorite: boolean } },
      { id: string; favorite: boolean }
    >({
      query: ({ id, favorite }) => ({
        url: `/property/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { favorite },
      }),
      invalidatesTags: ['Property'],
    }),
  }),
});

export const { useGetOwnPropertiesQuery, useDeletePropertyMutation, useSetFavoriteMutation } =
  ownPropertiesApi;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchProperties: build.query<PropertyPage, Record<string, string>>({
      query: (params) => ({ url: '/property/searched-properties', params }),
      providesTags: ['Property'],
    }),
  }),
});

export const { useSearchPropertiesQuery } = searchApi;
