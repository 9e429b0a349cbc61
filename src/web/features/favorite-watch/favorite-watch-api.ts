import type { User } from '../../../shared/auth';
import { api } from '../../lib/api';
import { sessionStarted } from '../../lib/session/auth-slice';

export const favoriteWatchApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The opt-in for mails about favourites. The answer is the user as saved, which the session
    // takes; a failure leaves the session alone (it is a preference, not a login).
    saveFavoriteAlerts: build.mutation<{ success: true; data: User }, boolean>({
      query: (on) => ({ url: '/user/me/update', method: 'PATCH', body: { favorite_alerts: on } }),
      async onQueryStarted(_on, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.catch(() => null);
        if (saved) dispatch(sessionStarted({ user: saved.data.data }));
      },
    }),
  }),
});

export const { useSaveFavoriteAlertsMutation } = favoriteWatchApi;
