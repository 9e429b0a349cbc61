import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authResponseSchema } from '../../shared/auth';
import type { Language } from '../../shared/enums';
import { toBengaliDigits } from '../../shared/format';
import {
  otpChallengeResponseSchema,
  otpRequestInputSchema,
  otpRequestResponseSchema,
  otpVerifyInputSchema,
} from '../../shared/otp';
import { OTP } from '../../shared/otp-code';
import { AppError } from '../app-error';
import { hasPassword } from '../auth/password';
import { startSession } from '../auth/sessions';
import { requireUser, type Viewer } from '../auth/viewer';
import { pageLanguage } from '../plugins/page-language';
import { setSessionCookie } from '../plugins/auth';
import { maskedPhone } from '../sms/masked-phone';
import { countChallengeServed, smsCaps } from '../sms/sms-budget';
import { otpSmsText } from '../sms/otp-sms';
import { ADDRESS_ATTEMPTS } from './attempt-limits';
import { rememberDevice } from './known-device';
import { newChallenge, spendChallenge, velocityReached } from './otp-challenge';
import { createOtp, type OtpRefusal } from './otp-codes';
import { findUserByVerifiedPhone, signInWithOtp } from './otp-sign-in';
import { toUserJson } from './user-json';

/**
 * What sending codes by SMS may cost (SMS cost money, and the site must not be a way to send them in
 * bulk): per number, codes in any 24 hours (and one a minute, OTP.resendSeconds); per client address,
 * requests an hour, which many phones behind one operator address share. The day's lanes
 * (sms-budget.ts) bound them all. Challenges: a few per request that needs one (a retry, a second
 * tab), per address an hour.
 */
export const OTP_LIMITS = { perNumberPerDay: 5, perAddressPerHour: 10, challengesPerHour: 30 } as const;

const SENT = 'If this number can receive SMS, a code is on its way.';

const REFUSED: Record<OtpRefusal['reason'], Record<Language, (seconds: number) => string>> = {
  resend_wait: {
    bn: (s) => `নতুন কোড চাইতে ${toBengaliDigits(String(s))} সেকেন্ড অপেক্ষা করুন।`,
    en: (s) => `Please wait ${s} seconds before asking for a new code.`,
  },
  number_daily: {
    bn: () => 'এই নম্বরে আজ অনেকগুলো কোড পাঠানো হয়েছে। পরে আবার চেষ্টা করুন।',
    en: () => 'Too many codes were sent to this number today. Please try again later.',
  },
  daily_cap: {
    bn: () => 'এখন কোড পাঠানো যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
    en: () => 'Codes cannot be sent right now. Please try again later.',
  },
};

/**
 * A code to set a first password goes only to the viewer's own verified number, and only while the
 * account has no password (one it has is changed with the old one).
 */
function requireOwnNumber(viewer: Viewer | null, phone: string): void {
  const user = requireUser(viewer).user;
  if (hasPassword(user.passwordHash))
    throw new AppError('VALIDATION_FAILED', undefined, { purpose: 'has_password' });
  if (!user.phoneVerifiedAt || user.phone !== phone)
    throw new AppError('VALIDATION_FAILED', undefined, { phone: 'not_own_number' });
}

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.config.publicUrl.startsWith('https:');
  const { secret } = app.sessionKeys;
  const caps = smsCaps(app.config.smsDailyCap, app.config.smsNewNumberShare);

  app.get(
    '/user/otp/challenge',
    {
      config: { rateLimit: { max: OTP_LIMITS.challengesPerHour, timeWindow: '1 hour' } },
      schema: {
        summary: 'A proof-of-work challenge (ALTCHA) for a code request, when one answers CHALLENGE_REQUIRED',
        tags: ['users'],
        // It takes nothing: a request that sends something is not the form's, and is served nothing.
        querystring: z.object({}).strict(),
        response: { 200: otpChallengeResponseSchema },
      },
    },
    async (request, reply) => {
      const challenge = await newChallenge(secret);
      await countChallengeServed(app.db);
      // Each challenge is new and one use: nothing may keep it.
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: challenge };
    },
  );

  app.post(
    '/user/otp/request',
    {
      config: { rateLimit: { max: OTP_LIMITS.perAddressPerHour, timeWindow: '1 hour' } },
      schema: {
        summary: 'Send a sign-in code by SMS (the same answer whether the number has an account or not)',
        tags: ['users'],
        body: otpRequestInputSchema,
        response: { 200: otpRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const { phone, purpose } = request.body;
      const viewer = request.viewer;
      const language = viewer?.user.language ?? request.body.language ?? pageLanguage(request);
      if (purpose === 'set_password') requireOwnNumber(viewer, phone);
      // Whether the number has an account decides only its budget lane (one indexed lookup, made for
      // every number): the answer is the same for both kinds unless that lane is spent for the day
      // (docs/decisions/002-sms-budget.md). The challenge, when new numbers come too fast, is asked
      // of every number of the prefix alike, so it tells nothing either.
      const account = await findUserByVerifiedPhone(app.db, phone);
      if (await velocityReached(app.db, phone, app.config.smsVelocity)) {
        const problem = await spendChallenge(app.db, secret, request.body.altcha);
        if (problem) throw new AppError('CHALLENGE_REQUIRED', undefined, { altcha: problem });
      }
      const sent = await createOtp(app.db, secret, {
        phone,
        purpose: purpose ?? (viewer ? 'add_phone' : 'sign_in'),
        perNumberPerDay: OTP_LIMITS.perNumberPerDay,
        caps,
        newNumber: !account,
      });
      if ('reason' in sent) {
        if (sent.reason === 'daily_cap')
          request.log.warn({ lane: account ? 'known' : 'fresh' }, 'SMS budget spent for today: no code sent');
        reply.header('retry-after', sent.retryAfter);
        throw new AppError('RATE_LIMITED', REFUSED[sent.reason][language](sent.retryAfter));
      }
      app.background.afterResponse(reply, 'sign-in code SMS', async () => {
        const reader = viewer ? viewer.user : account;
        const text = otpSmsText(sent.code, reader?.language ?? language, app.config.publicUrl);
        // The error says what failed (a status), never the text: it holds the code.
        await app.sms.send({ to: phone, text }).catch((error: unknown) => {
          request.log.warn({ err: error, to: maskedPhone(phone) }, 'sign-in code SMS not sent');
        });
      });
      return {
        success: true as const,
        message: SENT,
        data: { expires_in: OTP.validMinutes * 60, resend_after: OTP.resendSeconds },
      };
    },
  );

  app.post(
    '/user/otp/verify',
    {
      config: { rateLimit: ADDRESS_ATTEMPTS },
      schema: {
        summary:
          'Check a code sent by SMS: signs in (or, with a name, signs up); signed in, verifies the number',
        tags: ['users'],
        body: otpVerifyInputSchema,
        response: { 200: authResponseSchema, 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.viewer;
      const language = request.body.language ?? pageLanguage(request);
      const { user, created } = await signInWithOtp(app.db, secret, request.body, {
        viewer: viewer && { id: viewer.id, sessionId: viewer.sessionId },
        language,
      });
      if (viewer) {
        // The session in use stays: the account only gained a verified number.
        setSessionCookie(reply, viewer.token, viewer.sessionExpiresAt, secureCookie);
        return { success: true as const, token: viewer.token, data: toUserJson(user, app.storage) };
      }
      const session = await startSession(app.db, app.sessionKeys, user.id, request.headers['user-agent']);
      setSessionCookie(reply, session.token, session.expiresAt, secureCookie);
      // An account with an e-mail gets its e-mail login lane on this browser too (known-device.ts).
      rememberDevice(reply, secret, user, secureCookie);
      if (created) reply.code(201);
      return { success: true as const, token: session.token, data: toUserJson(user, app.storage) };
    },
  );
};
