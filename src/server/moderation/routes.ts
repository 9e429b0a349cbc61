import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  evidenceResponseSchema,
  moderationInputSchema,
  reportInputSchema,
  reviewListSchema,
  type ModerationInput,
} from '../../shared/moderation';
import { adminTrailResponseSchema } from '../../shared/admin-trail';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { listingTrail } from '../audit/admin-actions';
import { AppError } from '../app-error';
import { requireAdmin } from '../auth/viewer';
import { properties } from '../db/schema';
import { clientKey, STRICT_LIMIT } from '../plugins/rate-limit';
import { parseInput } from '../validate';
import { decideProperty } from './decide-property';
import { decisionRoute } from './decision-route';
import { gatherEvidence } from './evidence';
import { reportAddressHashes } from './report-address';
import { reportProperty } from './report-property';
import { heldMail } from './held-mail';
import { heldSms } from './decision-sms';
import { findPendingProperties, findReportedProperties } from './review-list';

const DECISION_MESSAGES: Record<ModerationInput['property_status'], string> = {
  approved: 'Property has been approved.',
  declined: 'Property has been Rejected.',
};

/** The admin's queue and decisions, and visitors' reports. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewList = (summary: string) => ({
    schema: { summary, tags: ['moderation'], response: { 200: reviewListSchema } },
  });

  app.get('/property/pending-all', reviewList('Listings waiting for review (admin)'), async (request) => {
    const admin = requireAdmin(request.viewer);
    return findPendingProperties(app.db, app.storage, admin.id, app.config.reviewWaitHours);
  });

  app.get('/property/reported-all', reviewList('Reported listings (admin)'), async (request) => {
    const admin = requireAdmin(request.viewer);
    return findReportedProperties(app.db, app.storage, admin.id, app.config.reviewWaitHours);
  });

  // The decision's URL, and its URL before, kept for the clients of before and left out of the
  // document: with `admin` where the listings' other URLs have their id, it made paths ambiguous.
  for (const [url, hide] of [
    ['/property/:id/decision', false],
    ['/property/admin/:id', true],
  ] as const) {
    decisionRoute(app, url, {
      hide,
      summary: 'Approve or decline a listing, with a reason (admin)',
      input: moderationInputSchema,
      decide: decideProperty,
      message: (input) => DECISION_MESSAGES[input.property_status],
    });
  }

  app.get(
    '/property/admin/:id/evidence',
    {
      schema: {
        summary: 'What to see before deciding on a listing: copied photos, shared numbers, posting (admin)',
        description:
          'Its photos found in other accounts’ listings (public or not, declined or deleted), side by ' +
          'side; other accounts’ listings with its contact number; other mobile numbers its title and ' +
          'description spell out; its account’s listings in the last 7 days and in how many areas. A ' +
          'listing with photo matches is approved only with `evidence_seen: true` (409 `EVIDENCE_UNSEEN`).',
        tags: ['moderation'],
        params: propertyIdParamsSchema,
        response: { 200: evidenceResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request.viewer);
      return { success: true as const, data: await gatherEvidence(app.db, app.storage, request.params.id) };
    },
  );

  app.get(
    '/property/:id/trail',
    {
      schema: {
        summary: 'A listing’s audit trail: every admin action on it, the newest first (admin)',
        description:
          'Who (the admin’s id and name as they were), what, when and the reason, for the newest 100 ' +
          'actions; a deleted listing keeps its entries (the last one its deletion). Entries are never ' +
          'changed or deleted. 404 for an id with neither a listing nor entries.',
        tags: ['moderation'],
        params: propertyIdParamsSchema,
        response: { 200: adminTrailResponseSchema },
      },
    },
    async (request) => {
      requireAdmin(request.viewer);
      const { id } = request.params;
      const data = await listingTrail(app.db, id);
      // A deleted listing keeps its trail; an id with neither a listing nor entries is unknown.
      if (data.length === 0) {
        const [listing] = await app.db
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, id));
        if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
      }
      return { success: true as const, data };
    },
  );

  app.post(
    '/property/:id/report',
    {
      config: { rateLimit: STRICT_LIMIT },
      schema: {
        summary: 'Report a listing (anyone, once)',
        tags: ['moderation'],
        requestBody: { json: reportInputSchema },
        params: propertyIdParamsSchema,
        response: { 201: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const input = parseInput(reportInputSchema, request.body);
      const hashes = reportAddressHashes(app.sessionKeys.secret, clientKey(request));
      const reporter = { userId: request.viewer?.id ?? null, ...hashes };
      const held = await reportProperty(app.db, request.params.id, reporter, input);
      // After the answer: the reporter's wait says nothing of whether the report held the listing.
      if (held) {
        const link = `${app.config.publicUrl}/profile-post`;
        app.background.afterResponse(reply, 'held listing notice', async () => {
          await app.ownerNotices.send(
            held.ownerId,
            {
              kind: 'listing-held',
              mail: (owner) => heldMail(owner, held.title, link),
              sms: (language) => heldSms(language, held.title, link),
            },
            request.log,
          );
        });
      }
      reply.code(201);
      return { success: true as const, message: 'Thank you, we will review this listing.' };
    },
  );
};
