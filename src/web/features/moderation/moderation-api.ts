import type { AdminTrailEntry } from '../../../shared/admin-trail';
import type { Evidence, ModerationInput, ReportInput, ReviewList } from '../../../shared/moderation';
import type { Property } from '../../../shared/property';
import { api } from '../../lib/api';

export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPendingProperties: build.query<ReviewList, void>({
      query: () => '/property/pending-all',
      providesTags: ['Property'],
    }),
    getReportedProperties: build.query<ReviewList, void>({
      query: () => '/property/reported-all',
      providesTags: ['Property'],
    }),
    decideProperty: build.mutation<
      { success: true; message: string; data: Property },
      { id: string; decision: ModerationInput }
    >({
      query: ({ id, decision }) => ({
        url: `/property/${encodeURIComponent(id)}/decision`,
        method: 'PATCH',
        body: decision,
      }),
      // Every list that might hold the listing is read again after each action.
      invalidatesTags: ['Property'],
    }),
    /** What to see before deciding: copied photos, shared numbers, the account's posting. */
    getEvidence: build.query<Evidence, string>({
      query: (id) => `/property/admin/${encodeURIComponent(id)}/evidence`,
      // Read once a card is drawn, not again after every decision on another listing.
      transformResponse: (response: { data: Evidence }) => response.data,
    }),
    /** A listing's audit trail, asked for when an admin opens it on the card. */
    getListingTrail: build.query<AdminTrailEntry[], string>({
      query: (id) => `/property/${encodeURIComponent(id)}/trail`,
      transformResponse: (response: { data: AdminTrailEntry[] }) => response.data,
      providesTags: ['Property'],
    }),
    reportProperty: build.mutation<{ success: true; message: string }, { id: string; report: ReportInput }>({
      query: ({ id, report }) => ({
        url: `/property/${encodeURIComponent(id)}/report`,
        method: 'POST',
        body: report,
      }),
    }),
  }),
});

export const {
  useGetPendingPropertiesQuery,
  useGetReportedPropertiesQuery,
  useDecidePropertyMutation,
  useGetEvidenceQuery,
  useGetListingTrailQuery,
  useReportPropertyMutation,
} = moderationApi;

/** Whether a listing's evidence is on screen, read from the cache alone (it asks for nothing). */
export const useEvidenceShown = (id: string) =>
  moderationApi.endpoints.getEvidence.useQueryState(id).isSuccess;
