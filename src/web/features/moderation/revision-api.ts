import type { Property } from '../../../shared/property';
import type { RevisionDecisionInput } from '../../../shared/revision';
import { api } from '../../lib/api';

export const revisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    decideRevision: build.mutation<
      { success: true; message: string; data: Property },
      { id: string; decision: RevisionDecisionInput }
    >({
      query: ({ id, decision }) => ({
        url: `/property/admin/${encodeURIComponent(id)}/revision`,
        method: 'PATCH',
        body: decision,
      }),
      invalidatesTags: ['Property'],
    }),
  }),
});

export const { useDecideRevisionMutation } = revisionApi;
