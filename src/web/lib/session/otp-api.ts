import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { User } from '../../../shared/auth';
import type { OtpChallenge, OtpRequestInput, OtpVerifyInput } from '../../../shared/otp';
import { api } from '../api';
import { sessionStarted } from './auth-slice';
import { setSessionHint } from './session-hint';

// Sign-in codes by SMS (docs/sms.md). Injected apart from auth-api.ts, which every page loads: only
// the screens that ask for a code (sign-in, sign-up, settings) carry these.

export interface OtpSent {
  success: true;
  message: string;
  data: { expires_in: number; resend_after: number };
}

/** A right code: the account signed in (`created` when the number signed up), or, signed in, verified. */
export interface OtpVerified {
  success: true;
  data: User;
  created: boolean;
}

/**
 * A 429 of these routes, read for the form: its text (in the reader's language) and how long to wait.
 * Kept out of the store's alert: the wait is shown next to the field, counting down.
 */
export interface OtpWait {
  status: 429;
  data: { code: 'RATE_LIMITED'; message: string; retry_after: number | null };
}

function readWait(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): FetchBaseQueryError | OtpWait {
  const status = 'originalStatus' in error ? error.originalStatus : error.status;
  if (status !== 429) return error;
  const seconds = Number(meta?.response?.headers.get('retry-after'));
  return {
    status: 429,
    data: {
      code: 'RATE_LIMITED',
      message: typeof error.data === 'string' ? error.data : '',
      retry_after: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null,
    },
  };
}

export const otpApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestOtp: build.mutation<OtpSent, OtpRequestInput>({
      query: (body) => ({ url: '/user/otp/request', method: 'POST', body }),
      transformErrorResponse: readWait,
    }),
    // A proof-of-work challenge, asked for when a code request answers CHALLENGE_REQUIRED: each one
    // is new and used once, so it is a mutation (never cached).
    otpChallenge: build.mutation<OtpChallenge, void>({
      query: () => ({ url: '/user/otp/challenge' }),
      transformResponse: ({ data }: { data: OtpChallenge }) => data,
    }),
    verifyOtp: build.mutation<OtpVerified, OtpVerifyInput>({
      query: (body) => ({ url: '/user/otp/verify', method: 'POST', body }),
      // The body's token is for non-browser clients: the browser keeps the session in its cookie.
      transformResponse: ({ success, data }: OtpVerified & { token?: string }, meta) => ({
        success,
        data,
        created: meta?.response?.status === 201,
      }),
      transformErrorResponse: readWait,
      // A wrong code leaves the session as it was: signed in (settings), the user stays signed in.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(sessionStarted({ user: answer.data.data }));
        setSessionHint(true);
      },
      // A verified number badges the account's listings; a sign-in may see its favourites.
      invalidatesTags: (result) => (result ? ['Property', 'User'] : []),
    }),
  }),
});

export const { useRequestOtpMutation, useOtpChallengeMutation, useVerifyOtpMutation } = otpApi;
