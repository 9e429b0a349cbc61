import type { OwnershipDecision, ProofQueue } from '../../../shared/ownership';
import type { Property } from '../../../shared/property';
import { api, API_BASE } from '../../lib/api';

/** Where an admin reads a listing's proof: the file itself, never cached. */
export const proofFileUrl = (id: string) =>
  `${API_BASE}/property/admin/${encodeURIComponent(id)}/ownership-proof`;

export const ownershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The owner's proof: `kind` and `file` as a multipart form. */
    sendOwnershipProof: build.mutation<
      { success: true; data: { sent_at: string } },
      { id: string; form: FormData }
    >({
      query: ({ id, form }) => ({
        url: `/property/${encodeURIComponent(id)}/ownership-proof`,
        method: 'POST',
        body: form,
      }),
      // The owner's list shows where the proof stands.
      invalidatesTags: ['Property'],
    }),
    getOwnershipProofs: build.query<ProofQueue, void>({
      query: () => '/admin/ownership-proofs',
      providesTags: ['Property'],
    }),
    decideOwnership: build.mutation<
      { success: true; data: Property },
      { id: string; decision: OwnershipDecision }
    >({
      query: ({ id, decision }) => ({
        url: `/property/admin/${encodeURIComponent(id)}/ownership`,
        method: 'PATCH',
        body: decision,
      }),
      invalidatesTags: ['Property'],
    }),
  }),
});

export const { useSendOwnershipProofMutation, useGetOwnershipProofsQuery, useDecideOwnershipMutation } =
  ownershipApi;
