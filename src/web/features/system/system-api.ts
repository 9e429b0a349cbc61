import type { SystemView } from '../../../shared/system';
import { api } from '../../lib/api';

export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The admins' system tab: jobs, today's mail and SMS, the review queue, storage, health. */
    getSystemView: build.query<SystemView, void>({
      query: () => '/admin/system',
      transformResponse: (response: { data: SystemView }) => response.data,
      providesTags: ['System'],
    }),
    /** Queues a run of a job that allows it; the tab is read again to show it waiting. */
    runJob: build.mutation<{ success: true; queued: boolean }, string>({
      query: (name) => ({ url: `/admin/jobs/${encodeURIComponent(name)}/run`, method: 'POST' }),
      invalidatesTags: ['System'],
    }),
  }),
});

export const { useGetSystemViewQuery, useRunJobMutation } = systemApi;
