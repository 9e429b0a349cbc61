import type {
  SavedSearch,
  SavedSearchInput,
  SavedSearchPatch,
  SubscriptionState,
} from '../../../shared/saved-search';
import { api } from '../../lib/api';

/**
 * A mailed link: confirm a visitor's alerts, or stop them (and, from the same link's screen, resume
 * them). The token is all it needs (no session).
 */
export interface AlertLink {
  action: 'confirm' | 'unsubscribe' | 'resume';
  token: string;
}

const linkUrl = ({ action, token }: AlertLink) => `/saved-searches/${action}/${encodeURIComponent(token)}`;

export const savedSearchesApi = api.enhanceEndpoints({ addTagTypes: ['SavedSearch'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /saved-searches: the user's searches, each with what it found since last opened. */
    listSavedSearches: build.query<SavedSearch[], void>({
      query: () => '/saved-searches',
      transformResponse: (response: { data: SavedSearch[] }) => response.data,
      providesTags: ['SavedSearch'],
    }),
    /** POST /saved-searches: the user's (to the account) or a visitor's (with `email`, to confirm). */
    createSavedSearch: build.mutation<SavedSearch, SavedSearchInput>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
      transformResponse: (response: { data: SavedSearch }) => response.data,
      invalidatesTags: ['SavedSearch'],
    }),
    /** PATCH /saved-searches/{id}: rename, how often, pause or resume; `seen` when it is opened. */
    updateSavedSearch: build.mutation<SavedSearch, { id: string; patch: SavedSearchPatch }>({
      query: ({ id, patch }) => ({
        url: `/saved-searches/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: patch,
      }),
      transformResponse: (response: { data: SavedSearch }) => response.data,
      invalidatesTags: ['SavedSearch'],
    }),
    deleteSavedSearch: build.mutation<void, string>({
      query: (id) => ({ url: `/saved-searches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SavedSearch'],
    }),
    /** GET on a mailed link: what it is about (the search's name), changing nothing. */
    getAlertLink: build.query<SubscriptionState, AlertLink>({
      query: linkUrl,
      transformResponse: (response: { data: SubscriptionState }) => response.data,
    }),
    /** POST on a mailed link: confirms the alerts, stops them, or resumes them. */
    followAlertLink: build.mutation<SubscriptionState, AlertLink>({
      query: (link) => ({ url: linkUrl(link), method: 'POST' }),
      transformResponse: (response: { data: SubscriptionState }) => response.data,
      invalidatesTags: ['SavedSearch'],
    }),
  }),
});

export const {
  useListSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useGetAlertLinkQuery,
  useFollowAlertLinkMutation,
} = savedSearchesApi;
