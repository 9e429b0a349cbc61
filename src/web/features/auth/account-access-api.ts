import type { ChangeEmailInput } from '../../../shared/email-change';
import type { AddEmailInput, RemovedOnProofJson, UpdatePasswordInput, User } from '../../../shared/auth';
import { api } from '../../lib/api';
import { authApi } from '../../lib/session/auth-api';
import { sessionStarted } from '../../lib/session/auth-slice';
import { hasSessionHint, setSessionHint } from '../../lib/session/session-hint';

// An account's other way in (docs/accounts.md): a first password set with a code by SMS, an
// e-mail added through a mailed link. Only the settings and the link's screen carry these.

interface MessageResponse {
  success: true;
  message: string;
}

/** A finished sign-up: the account, and what was taken off it when it was someone else's before. */
export interface SignedUp {
  success: true;
  data: User;
  removed?: RemovedOnProofJson;
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
    confirmSignUp: build.mutation<SignedUp, { token: string; password: string }>({
      query: (body) => ({ url: '/user/register/confirm', method: 'POST', body }),
      // The body's token is for non-browser clients; the browser keeps the HttpOnly cookie.
      transformResponse: ({ success, data, removed }: SignedUp & { token?: string }) => ({
        success,
        data,
        ...(removed && { removed }),
      }),
      // A link that does not work changes nothing of a session this browser may hold.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(sessionStarted({ user: answer.data.data }));
        setSessionHint(true);
      },
    }),
    addEmail: build.mutation<MessageResponse, AddEmailInput>({
      query: (body) => ({ url: '/user/email/add', method: 'POST', body }),
    }),
    changeEmail: build.mutation<MessageResponse, ChangeEmailInput>({
      query: (body) => ({ url: '/user/email/change', method: 'POST', body }),
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

export const {
  useSetFirstPasswordMutation,
  useAddEmailMutation,
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useConfirmSignUpMutation,
} = accountAccessApi;
