import type { Property } from '../../../shared/property';
import { api } from '../../lib/api';

/** A mailed link's token, when the link is what acts (no session needed). */
interface ByLink {
  id: string;
  token?: string;
}

export const expiryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /property/{id}/renew: with the session (owner, admin), or with a renew link's token. */
    renewListing: build.mutation<Property, ByLink>({
      query: ({ id, token }) => ({
        url: `/property/${encodeURIComponent(id)}/renew`,
        method: 'POST',
        ...(token && { params: { token } }),
      }),
      transformResponse: (response: { data: Property }) => response.data,
      invalidatesTags: ['Property'],
    }),
    /** PATCH /property/{id}/status with a "mark rented / sold" link's token. */
    closeListingByLink: build.mutation<Property, ByLink & { status: 'rented' | 'sold' }>({
      query: ({ id, token, status }) => ({
        url: `/property/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        ...(token && { params: { token } }),
        body: { status },
      }),
      transformResponse: (response: { data: Property }) => response.data,
      invalidatesTags: ['Property'],
    }),
  }),
});

export const { useRenewListingMutation, useCloseListingByLinkMutation } = expiryApi;
