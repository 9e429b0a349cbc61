import type {
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdatePasswordInput,
  User,
} from '../../../shared/auth';
import type { Language } from '../../../shared/enums';
import { api } from '../api';
import { sessionCleared, sessionStarted } from './auth-slice';
import { setSessionHint } from './session-hint';

// The body's `token` is for non-browser clients; the browser keeps it only in the HttpOnly cookie.
interface AuthResponse {
  success: true;
  data: User;
}
interface UserResponse {
  success: true;
  data: User;
}
interface MessageResponse {
  success: true;
  message: string;
}

/** Drops the body's token as it arrives: RTK Query keeps a mutation's answer in the store. */
const withoutToken = ({ success, data }: AuthResponse & { token?: string }): AuthResponse => ({
  success,
  data,
});

type Dispatch = (action: ReturnType<typeof sessionStarted> | ReturnType<typeof sessionCleared>) => unknown;

function answeredByServer(failure: unknown): boolean {
  return typeof (failure as { error?: { status?: unknown } }).error?.status === 'number';
}

/** Spec §4: success sets the user; any failure clears the session. */
async function keepSession(
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: AuthResponse | UserResponse }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(sessionStarted({ user: data.data }));
    setSessionHint(true);
  } catch (failure) {
    dispatch(sessionCleared());
    // Only the server's answer ends the session for the next page too. A request cut off (the
    // visitor moved on before it finished, or the network dropped) says nothing about the session.
    if (answeredByServer(failure)) setSessionHint(false);
  }
}

/**
 * The log-out buttons share one result under this key, so that a part of a menu that arrives late
 * (the saved searches' count) sees that the user is leaving and asks the server nothing more.
 */
export const LOGOUT_KEY = 'logout';

/**
 * What logging out clears on this phone once the server has ended the session: set by the menus'
 * log-out (components/sign-out-check.ts) to this-phone.ts, both loaded on the tap, so that the
 * first load carries none of it.
 */
let clearPhone: () => Promise<void> = () => Promise.resolve();
export function clearOnLogout(clear: () => Promise<void>): void {
  clearPhone = clear;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<UserResponse, void>({
      query: () => '/user/me',
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await keepSession(dispatch, queryFulfilled);
        // A page the server drew holds listings as a visitor sees them: ask again as this user, whose
        // favourites they may be.
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          dispatch(api.util.invalidateTags(['Property']));
      },
    }),
    // No session yet: the mailed link makes the account and signs in (confirmSignUp).
    register: build.mutation<MessageResponse, RegisterInput>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
    login: build.mutation<AuthResponse, LoginInput>({
      query: (body) => ({ url: '/user/login', method: 'POST', body }),
      transformResponse: withoutToken,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepSession(dispatch, queryFulfilled),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => '/user/logout',
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // Without an answer the session cookie (HttpOnly, out of a script's reach) is still there:
        // the next person would be signed in. The user stays signed in and is told (sign-out-check.ts).
        if (!(await queryFulfilled.then(() => true, answeredByServer))) return;
        // A shared phone keeps nothing of them: drafts, the outbox, what was read (this-phone.ts).
        await clearPhone().catch(() => undefined);
        dispatch(sessionCleared());
        setSessionHint(false);
        // Spec §4: to the sign-in page, with a full reload that drops every cached answer.
        window.location.assign('/sign-in');
      },
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/user/password/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<AuthResponse, ResetPasswordInput & { token: string }>({
      query: ({ token, ...body }) => ({
        url: `/user/password/reset/${encodeURIComponent(token)}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: withoutToken,
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepSession(dispatch, queryFulfilled),
    }),
    updateProfile: build.mutation<UserResponse, FormData>({
      query: (body) => ({ url: '/user/me/update', method: 'PATCH', body }),
      invalidatesTags: ['User'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => keepSession(dispatch, queryFulfilled),
    }),
    // The account's language, which its mail is written in. A failure to save a preference must not
    // end the session, so no keepSession here.
    saveLanguage: build.mutation<UserResponse, Language>({
      query: (language) => ({ url: '/user/me/update', method: 'PATCH', body: { language } }),
    }),
    updatePassword: build.mutation<AuthResponse, UpdatePasswordInput>({
      query: (body) => ({ url: '/user/password/update', method: 'PATCH', body }),
      transformResponse: withoutToken,
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useUpdateProfileMutation,
  useUpdatePasswordMutation,
  useSaveLanguageMutation,
} = authApi;
