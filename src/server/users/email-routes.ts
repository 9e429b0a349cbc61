import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEmailInputSchema, confirmEmailInputSchema, messageResponseSchema } from '../../shared/auth';
import { changeEmailInputSchema } from '../../shared/email-change';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { z } from 'zod';
import { requireUser, type UserRow } from '../auth/viewer';
import type { EmailLinkRequest } from './email-link';
import { addEmailFromLink, mailAddEmailLink } from './add-email';
import { accountOrAddress } from '../plugins/rate-limit';
import { ADDRESS_ATTEMPTS } from './attempt-limits';
import { changeEmailFromLink, checkEmailChange, mailEmailChangeLink } from './change-email';

/**
 * Mails to addresses an account names, per account: enough for a typo or two, too few to send mail
 * in bulk through the site.
 */
export const ADD_EMAIL_MAILS = { max: 5, timeWindow: '1 hour' } as const;

const ADDED = 'The e-mail address is now on your account.';
const MAILED = 'We have sent you an email. Open the link in it to add the address to your account.';
const CHANGE_MAILED =
  'If the address can be used, a link is on its way to it. Your e-mail changes only when you open the link.';

/** Per account: the mails an address is sent, and with a change, the password guesses. */
const PER_ACCOUNT = { ...ADD_EMAIL_MAILS, keyGenerator: accountOrAddress };

/** An e-mail route's options: its rate limit, and a body answered by a message. */
const messageRoute = <Body extends z.ZodType>(rateLimit: RateLimitOptions, summary: string, body: Body) => ({
  config: { rateLimit },
  schema: { summary, tags: ['users'], body, response: { 200: messageResponseSchema } },
});

/** An e-mail for an account made by phone (docs/accounts.md): added only once its owner opens a mailed link. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const linkRequest = (user: UserRow, email: string): EmailLinkRequest => ({
    secret: app.sessionKeys.secret,
    publicUrl: app.config.publicUrl,
    user,
    email,
  });

  app.post(
    '/user/email/add',
    messageRoute(
      PER_ACCOUNT,
      'Mail a link that adds this address to an account without an e-mail',
      addEmailInputSchema,
    ),
    async (request) => {
      const viewer = requireUser(request.viewer);
      await mailAddEmailLink(app.db, app.mailer, linkRequest(viewer.user, request.body.email));
      return { success: true as const, message: MAILED };
    },
  );

  app.post(
    '/user/email/change',
    // The same lane as adding: mails per account, and password guesses with them.
    messageRoute(
      PER_ACCOUNT,
      'Mail a link that replaces the account’s e-mail by this address (the same answer whether another account has it or not)',
      changeEmailInputSchema,
    ),
    async (request, reply) => {
      const { user } = requireUser(request.viewer);
      await checkEmailChange(user, request.body);
      const email = request.body.email;
      app.background.afterResponse(reply, 'e-mail change link', () =>
        mailEmailChangeLink(app.db, app.mailer, linkRequest(user, email)),
      );
      return { success: true as const, message: CHANGE_MAILED };
    },
  );

  app.post(
    '/user/email/confirm',
    messageRoute(
      ADDRESS_ATTEMPTS,
      'Add or change to the address of a mailed link on its account (signed in or not: the link is the proof)',
      confirmEmailInputSchema,
    ),
    async (request, reply) => {
      // The answer names nothing of the account: a link may be opened by whoever the mail reached.
      const changed = await changeEmailFromLink(app.db, app.sessionKeys.secret, request.body.token);
      const notice = changed?.notice;
      if (notice) app.background.afterResponse(reply, 'e-mail changed mail', () => app.mailer.send(notice));
      if (!changed) await addEmailFromLink(app.db, app.sessionKeys.secret, request.body.token);
      return { success: true as const, message: ADDED };
    },
  );
};
