import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountViewResponseSchema, suspensionInputSchema } from '../../shared/account-admin';
import { requireAdmin } from '../auth/viewer';
import { parseInput } from '../validate';
import { gatherAccountView } from './account-view';
import { setSuspension } from './suspend-account';
import { liftedMail, liftedSms, suspendedMail, suspendedSms } from './suspension-notice';

const accountParamsSchema = z.object({ id: z.uuid() });

/** An admin's view of one account, and suspending it (its listings leave the site; the owner is told). */
export const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/accounts/:id',
    {
      schema: {
        summary:
          'An account as an admin sees it: listings, numbers, reports, decisions, photo matches (admin)',
        description:
          'The account (with its phone and e-mail), its newest 100 listings of any status, every number ' +
          'it gives, the reports against its listings and the decisions on them, the newest first, and ' +
          'its newest 20 listings’ photos found in other accounts’ listings, one row per pair of listings.',
        tags: ['moderation'],
        params: accountParamsSchema,
        response: { 200: accountViewResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request.viewer);
      return {
        success: true as const,
        data: await gatherAccountView(app.db, app.storage, request.params.id),
      };
    },
  );

  app.patch(
    '/admin/accounts/:id',
    {
      schema: {
        summary: 'Suspend an account, with a reason, or lift its suspension (admin)',
        description:
          'Suspended, the account’s listings leave every public list and page (they are not changed: ' +
          'lifting brings back those that were public), its sessions end and signing in answers 403 ' +
          '`ACCOUNT_SUSPENDED`. The owner is told by mail or SMS in their language, with the reason. ' +
          'An admin’s account is not suspended (403 `ADMIN_NOT_SUSPENDABLE`).',
        tags: ['moderation'],
        params: accountParamsSchema,
        requestBody: { json: suspensionInputSchema },
        response: { 200: accountViewResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request.viewer);
      const input = parseInput(suspensionInputSchema, request.body);
      const id = request.params.id;
      const change = await setSuspension(app.db, admin, id, input);
      if (change) {
        const contact = `${app.config.publicUrl}/contact`;
        const signIn = `${app.config.publicUrl}/sign-in`;
        app.background.afterResponse(reply, 'account suspension notice', async () => {
          await app.ownerNotices.send(
            id,
            change.suspended
              ? {
                  kind: 'account-suspended',
                  mail: (owner) => suspendedMail(owner, change.reason, contact),
                  sms: (language) => suspendedSms(language, change.reason, contact),
                }
              : {
                  kind: 'account-restored',
                  mail: (owner) => liftedMail(owner, signIn),
                  sms: (language) => liftedSms(language, signIn),
                },
            request.log,
          );
        });
      }
      return { success: true as const, data: await gatherAccountView(app.db, app.storage, id) };
    },
  );
};
