import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
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
import type { Language } from '../../shared/enums';
import { AppError } from '../app-error';
import { startSession, revokeSession } from '../auth/sessions';
import { requireUser, type UserRow } from '../auth/viewer';
import { clearSessionCookie, setSessionCookie } from '../plugins/auth';
import { STRICT_LIMIT } from '../plugins/rate-limit';
import { parseInput, requireChanges } from '../validate';
import { loginUser } from './login-user';
import { requestPasswordReset, resetPassword } from './password-reset';
import { readProfileForm } from './read-profile-form';
import { registerUser } from './register-user';
import { toUserJson } from './user-json';
import { updatePassword } from './update-password';
import { updateProfile } from './update-profile';

const FORGOT_ANSWER =
  'We have sent you an email. Please follow the link in the email to reset your password.';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const secureCookie = app.config.publicUrl.startsWith('https:');
  // Per account as well as per address: spreading guesses over many addresses does not help.
  const accountLimit = app.createRateLimit({
    ...STRICT_LIMIT,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `account:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  const perAccount = async (request: FastifyRequest) => {
    const result = await accountLimit(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED');
  };
  const strict = { rateLimit: STRICT_LIMIT };

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const session = await startSession(app.db, app.sessionKeys, user.id, request.headers['user-agent']);
    setSessionCookie(reply, session.token, session.expiresAt, secureCookie);
    return { success: true as const, token: session.token, data: toUserJson(user, app.storage) };
  }

  app.post(
    '/user/register',
    { config: strict, schema: { body: registerInputSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => {
      const user = await registerUser(app.db, request.body, requestLanguage(request));
      reply.code(201);
      return signIn(request, reply, user);
    },
  );

  app.post(
    '/user/login',
    {
      config: strict,
      preHandler: perAccount,
      schema: { body: loginInputSchema, response: { 200: authResponseSchema } },
    },
    async (request, reply) =>
      signIn(request, reply, await loginUser(app.db, request.body.email, request.body.password)),
  );

  app.get(
    '/user/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      await revokeSession(app.db, viewer.sessionId);
      clearSessionCookie(reply, secureCookie);
      return { success: true as const, message: 'Logged out' };
    },
  );

  app.get('/user/me', { schema: { response: { 200: userResponseSchema } } }, async (request) => ({
    success: true as const,
    data: toUserJson(requireUser(request.viewer).user, app.storage),
  }));

  app.post(
    '/user/password/forgot',
    {
      config: strict,
      preHandler: perAccount,
      schema: { body: forgotPasswordInputSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.mailer, app.config.publicUrl, request.body.email);
      return { success: true as const, message: FORGOT_ANSWER };
    },
  );

  app.patch(
    '/user/password/reset/:token',
    {
      config: strict,
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        body: resetPasswordInputSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) =>
      signIn(request, reply, await resetPassword(app.db, request.params.token, request.body.password)),
  );

  app.patch('/user/me/update', { schema: { response: { 200: userResponseSchema } } }, async (request) => {
    const viewer = requireUser(request.viewer);
    const { fields, images } = request.isMultipart()
      ? await readProfileForm(request)
      : { fields: request.body, images: {} };
    const input = parseInput(updateProfileInputSchema, fields);
    requireChanges(input, Object.keys(images).length);
    const user = await updateProfile(app.db, app.storage, viewer, input, images);
    return { success: true as const, data: toUserJson(user, app.storage) satisfies User };
  });

  app.patch(
    '/user/password/update',
    { config: strict, schema: { body: updatePasswordInputSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const viewer = requireUser(request.viewer);
      const user = await updatePassword(app.db, viewer, request.body.oldPassword, request.body.newPassword);
      // The session in use stays valid: answer with the token the client already holds.
      setSessionCookie(reply, viewer.token, viewer.sessionExpiresAt, secureCookie);
      return { success: true as const, token: viewer.token, data: toUserJson(user, app.storage) };
    },
  );
};

/** bn unless the browser asks for English first. */
function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'bn';
}
