import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  confirmSignUpInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  messageResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updatePasswordInputSchema,
  updateProfileInputSchema,
  userResponseSchema,
  type User,
} from '../../shared/auth';
import { startSession, revokeSession } from '../auth/sessions';
import { requireUser, type UserRow } from '../auth/viewer';
import { clearSessionCookie, setSessionCookie } from '../plugins/auth';
import { accountProvenMail, type RemovedOnProof } from './sign-up-mail';
import { accountOrAddress, STRICT_LIMIT } from '../plugins/rate-limit';
import { pageLanguage } from '../plugins/page-language';
import { parseInput, requireChanges } from '../validate';
import { ADDRESS_ATTEMPTS, ADDRESS_SIGN_UPS, loginAttemptLimit, resetMailLimit } from './attempt-limits';
import { rememberDevice } from './known-device';
import { findLoginAccount, findUserByEmail, loginUser } from './login-user';
import { mailPasswordReset, resetPassword } from './password-reset';
import { profileFormSchema, readProfileForm } from './read-profile-form';
import { removedAnything } from './prove-address';
import { checkSignUp, confirmSignUp, requestSignUp } from './sign-up-link';
import { toRemovedJson, toUserJson } from './user-json';
import { updatePassword } from './update-password';
import { updateProfile, type ProfileImages } from './update-profile';

const SIGN_UP_ANSWER =
  'We have sent you an email. Open the link in it to finish signing up (if this address has an account, the email says so).';

const FORGOT_ANSWER =
  'We have sent you an email. Please follow the link in the email to reset your password.';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.config.publicUrl.startsWith('https:');
  // Logins and reset requests are held back per account (and address) far more than per address.
  const loginLimit = loginAttemptLimit(app);
  const resetMailLane = resetMailLimit(app);
  const strict = { rateLimit: STRICT_LIMIT };

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    removed: RemovedOnProof | null = null,
  ) {
    const session = await startSession(app.db, app.sessionKeys, user.id, request.headers['user-agent']);
    setSessionCookie(reply, session.token, session.expiresAt, secureCookie);
    // Whoever just proved the account theirs: this browser is now a known device of it.
    rememberDevice(reply, app.sessionKeys.secret, user, secureCookie);
    return {
      success: true as const,
      token: session.token,
      data: toUserJson(user, app.storage),
      ...(removedAnything(removed) ? { removed: toRemovedJson(removed) } : {}),
    };
  }

  /** Tells the owner, in their language, what proving the address took off the account. */
  function mailWhatWasRemoved(reply: FastifyReply, user: UserRow, removed: RemovedOnProof) {
    const to = user.email;
    if (!to) return;
    app.background.afterResponse(reply, 'account proven mail', () =>
      app.mailer.send(accountProvenMail(to, removed, user.language)),
    );
  }

  app.post(
    '/user/register',
    {
      config: { rateLimit: ADDRESS_SIGN_UPS },
      schema: {
        summary:
          'Sign up: mails a link that makes the account (the same 202 answer whether the address has an account or not)',
        tags: ['users'],
        body: registerInputSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      // The app sends the language it is shown in; a client that does not, gets the page's.
      const language = request.body.language ?? pageLanguage(request);
      checkSignUp(request.body);
      // The same answer for every address, taken or not, and nothing before it depends on which:
      // the account comes when the mailed link is followed (docs/decisions/001-pre-account-takeover.md).
      const input = request.body;
      app.background.afterResponse(reply, 'sign-up mail', () =>
        requestSignUp(app.db, app.mailer, app.config.publicUrl, input, language),
      );
      reply.code(202);
      return { success: true as const, message: SIGN_UP_ANSWER };
    },
  );

  app.post(
    '/user/register/confirm',
    {
      config: { rateLimit: ADDRESS_ATTEMPTS },
      schema: {
        summary:
          'Finish a sign-up with the token of its mailed link, and log in; an unconfirmed account that held the address becomes the link’s',
        tags: ['users'],
        body: confirmSignUpInputSchema,
        response: { 200: authResponseSchema, 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, created, removed } = await confirmSignUp(
        app.db,
        request.body.token,
        request.body.password,
      );
      if (removedAnything(removed)) mailWhatWasRemoved(reply, user, removed);
      if (created) reply.code(201);
      return signIn(request, reply, user, removed);
    },
  );

  app.post(
    '/user/login',
    {
      config: { rateLimit: loginLimit.perAddress },
      schema: {
        summary:
          'Log in with e-mail or verified mobile number and password: the session cookie for browsers, the token for other clients',
        tags: ['users'],
        body: loginInputSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const account = await findLoginAccount(app.db, request.body);
      await loginLimit.admit(request, reply, account);
      return signIn(request, reply, await loginUser(account, request.body.password));
    },
  );

  app.get(
    '/user/logout',
    {
      schema: {
        summary: 'Log out: the session ends',
        tags: ['users'],
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      await revokeSession(app.db, viewer.sessionId);
      clearSessionCookie(reply, secureCookie);
      return { success: true as const, message: 'Logged out' };
    },
  );

  const meSchema = { summary: 'The logged-in user', tags: ['users'], response: { 200: userResponseSchema } };
  app.get('/user/me', { schema: meSchema }, async (request) => ({
    success: true as const,
    data: toUserJson(requireUser(request.viewer).user, app.storage),
  }));

  app.post(
    '/user/password/forgot',
    {
      config: { rateLimit: ADDRESS_ATTEMPTS },
      schema: {
        summary: 'Mail a link to reset the password (the same answer whether the account exists or not)',
        tags: ['users'],
        body: forgotPasswordInputSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      // Nothing before the answer depends on whether the account exists: looking it up, its limits
      // (a device cookie is checked against its password), the token and the mail come after, so
      // timing tells nothing.
      const { email } = request.body;
      app.background.afterResponse(reply, 'password reset mail', async () => {
        const account = await findUserByEmail(app.db, email);
        if (!account) return;
        const lane = await resetMailLane(request, account);
        if (lane !== 'none') await mailPasswordReset(app.db, app.mailer, app.config.publicUrl, account, lane);
      });
      return { success: true as const, message: FORGOT_ANSWER };
    },
  );

  app.patch(
    '/user/password/reset/:token',
    {
      config: strict,
      schema: {
        summary: 'Set a new password with the token of a reset link, and log in',
        tags: ['users'],
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordInputSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, removed } = await resetPassword(app.db, request.params.token, request.body.password);
      if (removedAnything(removed)) mailWhatWasRemoved(reply, user, removed);
      return signIn(request, reply, user, removed);
    },
  );

  const updateProfileSchema = {
    summary:
      'Edit the profile: name, phone, account type, language, favourite alerts, notices, avatar and cover photo',
    description:
      '`language` is the language of the account’s mails and SMS; `notify` (sms, email or both) is how ' +
      'owner notices come: 400 {notify: phone_not_verified | email_not_confirmed} for a way the account lacks.',
    tags: ['users'],
    requestBody: { json: updateProfileInputSchema, form: profileFormSchema },
    response: { 200: userResponseSchema },
  };
  app.patch('/user/me/update', { schema: updateProfileSchema }, async (request, reply) => {
    const viewer = requireUser(request.viewer);
    const { fields, images }: { fields: unknown; images: ProfileImages } = request.isMultipart()
      ? await readProfileForm(request)
      : { fields: request.body, images: {} };
    const input = parseInput(updateProfileInputSchema, fields);
    const files = [images.avatar, images.cover_photo].filter((file) => file !== undefined);
    requireChanges(input, files.length);
    await app.admitPhotos(request, reply, files);
    const user = await updateProfile(app.db, app.storage, viewer, input, images);
    return { success: true as const, data: toUserJson(user, app.storage) satisfies User };
  });

  app.patch(
    '/user/password/update',
    {
      // Per account: the guesser holds a session already, and its owner may share an address with many.
      config: { rateLimit: { ...STRICT_LIMIT, keyGenerator: accountOrAddress } },
      schema: {
        summary:
          'Change the password (the old one is asked); an account without one sets it with a code by SMS',
        tags: ['users'],
        body: updatePasswordInputSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      const user = await updatePassword(app.db, app.sessionKeys.secret, viewer, request.body);
      // The session in use stays valid: answer with the token the client already holds. The new
      // password revoked the account's device cookies: this browser, which proved it, gets a new one.
      setSessionCookie(reply, viewer.token, viewer.sessionExpiresAt, secureCookie);
      rememberDevice(reply, app.sessionKeys.secret, user, secureCookie);
      return { success: true as const, token: viewer.token, data: toUserJson(user, app.storage) };
    },
  );
};
