import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactEventInputSchema,
  listingStatsResponseSchema,
  viewReportInputSchema,
  type ContactKind,
} from '../../shared/listing-stats';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { requireUser } from '../auth/viewer';
import { parseInput } from '../validate';
import { countVisit } from './count-visit';
import { getListingStats } from './get-listing-stats';
import type { VisitKind } from './visit-counter';
import { visitTokenHolds } from '../properties/visit-token';

// A person taps a few numbers while comparing listings; a script tapping all day only wastes its own
// requests (each visitor counts once a day anyway), but each tap is still a write to come.
export const CONTACT_EVENT_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;
// A person opens a few listings a minute at most while browsing; beyond, a view goes uncounted.
export const VIEW_REPORT_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;
const accepted = z.object({ success: z.literal(true) });

const KIND_OF: Record<ContactKind, VisitKind> = { call: 'call', whatsapp: 'whatsapp', copy: 'copy' };

/** Owner statistics (issue 17): taps on a listing's contact controls, and the last 30 days' counts. */
export const listingStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/property/:id/view',
    {
      config: { rateLimit: VIEW_REPORT_LIMIT },
      schema: {
        summary: 'Count a view of a listing’s page, reported by its script with the page’s token (anyone)',
        description:
          'The listing page’s script reports the view once it runs, with the `visitToken` of the ' +
          'listing’s answer (good for one to two hours). Accepted at once and counted later, once a day ' +
          'per visitor; a report without a token that holds, and views of the owner, admins and robots, ' +
          'or of a listing that is not public, are answered the same and not counted.',
        tags: ['listings'],
        requestBody: { json: viewReportInputSchema },
        params: propertyIdParamsSchema,
        response: { 202: accepted },
      },
    },
    async (request, reply) => {
      const { token } = parseInput(viewReportInputSchema, request.body ?? {});
      if (visitTokenHolds(app.sessionKeys.secret, request.params.id, token))
        countVisit(app, request, request.params.id, 'view');
      reply.code(202);
      return { success: true as const };
    },
  );

  app.post(
    '/property/:id/contact-event',
    {
      config: { rateLimit: CONTACT_EVENT_LIMIT },
      schema: {
        summary: 'Count a tap on a listing’s call, WhatsApp or copy-number control (anyone)',
        description:
          'Accepted at once and counted later, once a day per visitor and kind, when it carries the ' +
          '`token` of the listing page (its `visitToken`); taps without one that holds, taps of the ' +
          'owner, admins and robots, and taps of a listing that is not public, are not counted.',
        tags: ['listings'],
        requestBody: { json: contactEventInputSchema },
        params: propertyIdParamsSchema,
        response: { 202: accepted },
      },
    },
    async (request, reply) => {
      const { kind, token } = parseInput(contactEventInputSchema, request.body);
      if (visitTokenHolds(app.sessionKeys.secret, request.params.id, token))
        countVisit(app, request, request.params.id, KIND_OF[kind]);
      reply.code(202);
      return { success: true as const };
    },
  );

  app.get(
    '/property/:id/stats',
    {
      schema: {
        summary: 'A listing’s views and contact taps a day, the last 30 days (its owner or an admin)',
        tags: ['listings'],
        params: propertyIdParamsSchema,
        response: { 200: listingStatsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getListingStats(app.db, requireUser(request.viewer), request.params.id),
    }),
  );
};
