import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { parseInput } from '../validate';
import { renewProperty } from './renew-property';
import { listingAnswerSchema } from './listing-answer';

// An owner renews a few listings at a time; a guessed link is worthless (HMAC), but not free to try.
const RENEW_LIMIT = { max: 30, timeWindow: '15 minutes' } as const;
const noBody = z.object({}).strict().optional();

/** Renewal of a listing's public time (issue 17): from /profile-post, or from a reminder mail's link. */
export const renewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/property/:id/renew',
    {
      config: { rateLimit: RENEW_LIMIT },
      schema: {
        summary: 'Renew a listing: public again for its full time from now (owner, admin, or a mailed link)',
        description:
          'An approved listing (also one sold or rented) gets `expiresAt` = now + LISTING_DAYS_RENT or ' +
          '_SALE; no new review. Its owner or an admin may, with their session; anyone may with the ' +
          '`token` of a reminder mail’s renew link, which works once (it names the expiry it renews). ' +
          'A link that does not hold answers 403 `LISTING_LINK_INVALID`; a listing not approved, 409 ' +
          '`LISTING_NOT_RENEWABLE`.',
        tags: ['listings'],
        params: propertyIdParamsSchema,
        querystring: z.object({ token: z.string().min(1).max(400).optional() }),
        response: { 200: listingAnswerSchema },
      },
    },
    async (request) => {
      // Nothing to send: a body, if any, must be an empty object, so a stray one is refused, not ignored.
      parseInput(noBody, request.body);
      const data = await renewProperty(
        {
          db: app.db,
          storage: app.storage,
          listingDays: app.config.listingDays,
          secret: app.sessionKeys.secret,
        },
        request.params.id,
        { viewer: request.viewer, token: request.query.token },
      );
      return { success: true as const, message: 'Listing renewed.', data };
    },
  );
};
