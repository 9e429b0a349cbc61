import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactEventInputSchema,
  listingStatsResponseSchema,
  type ContactKind,
} from '../../shared/listing-stats';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { requireUser } from '../auth/viewer';
import { parseInput } from '../validate';
import { countVisit } from './count-visit';
import { getListingStats } from './get-listing-stats';
import type { VisitKind } from './visit-counter';

// A person taps a few numbers while comparing listings; a script tapping all day only wastes its own
// requests (each visitor counts once a day anyway), but each tap is still a write to come.
export const CONTACT_EVENT_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

const KIND_OF: Record<ContactKind, VisitKind> = { call: 'call', whatsapp: 'whatsapp', copy: 'copy' };

/** Owner statistics (issue 17): taps on a listing's contact controls, and the last 30 days' counts. */
export const listingStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/property/:id/contact-event',
    {
      config: { rateLimit: CONTACT_EVENT_LIMIT },
      schema: {
        summary: 'Count a tap on a listing’s call, WhatsApp or copy-number control (anyone)',
        description:
          'Accepted at once and counted later, once a day per visitor and kind; taps of the owner, ' +
          'admins and robots, and taps of a listing that is not public, are not counted.',
        tags: ['listings'],
        requestBody: { json: contactEventInputSchema },
        params: propertyIdParamsSchema,
        response: { 202: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const { kind } = parseInput(contactEventInputSchema, request.body);
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
