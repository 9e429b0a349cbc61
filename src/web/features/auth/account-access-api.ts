import type { AddEmailInput, UpdatePasswordInput, User } from '../../../shared/auth';
import { api } from '../../lib/api';
import { authApi } from '../../lib/session/auth-api';
import { sessionStarted } from '../../lib/session/auth-slice';
import { hasSessionHint } from '../../lib/session/session-hint';

// An account's other way in (docs/accounts.md): a first password set with a code by SMS, an
// e-mail added through a mailed link. Only the settings and the link's screen carry these.

interface MessageResponse {
  success: true;
  message: string;
}

export const accountAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    setFirstPassword: build.mutation<{ success: true; data: User }, UpdatePasswordInput>({
      query: (body) => ({ url: '/user/password/update', method: 'PATCH', body }),
      // The body's token is for non-browser clients; the account now has a password (has_password).
      transformResponse: ({ success, data }: { success: true; data: User; token?: string }) => ({
        success,
        data,
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(sessionStarted({ user: answer.data.data }));
      },
    }),
    addEmail: build.mutation<MessageResponse, AddEmailInput>({
      query: (body) => ({ url: '/user/email/add', method: 'POST', body }),
    }),
    confirmEmail: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: '/user/email/confirm', method: 'POST', body }),
      // Signed in on this browser, the account shown gains its e-mail (the link may be another's).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const added = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (added && hasSessionHint())
          await dispatch(
            authApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }),
          );
      },
    }),
  }),
});

export const { useSetFirstPasswordMutation, useAddEmailMutation, useConfirmEmailMutation } = accountAccessApi;
