import type { CallRequestInput } from '../../../shared/call-request';
import { api } from '../../lib/api';

// Apart from the owner's list (call-requests-api.ts): the form's chunk carries it alone, and no
// chunk shared by the two is added to what every page's start script lists.
export const sendCallRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendCallRequest: build.mutation<{ id: string }, { propertyId: string; request: CallRequestInput }>({
      query: ({ propertyId, request }) => ({
        url: `/property/${encodeURIComponent(propertyId)}/call-requests`,
        method: 'POST',
        body: request,
      }),
      transformResponse: (response: { data: { id: string } }) => response.data,
    }),
  }),
});

export const { useSendCallRequestMutation } = sendCallRequestApi;
