import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARKET_STATUSES } from '../../shared/enums';
import { propertySchema } from '../../shared/property';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { parseInput } from '../validate';
import { setMarketStatus } from './set-market-status';

export const marketStatusInputSchema = z.object({ status: z.enum(MARKET_STATUSES) });

export const marketStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/property/:id/status',
    {
      schema: {
        summary: 'Mark a listing sold or rented, or back on the market (owner, admin, or a mailed link)',
        description:
          'A rental becomes `rented`, a sale `sold`; `available` puts it back. No new review. A sold or ' +
          'rented listing leaves lists and search (unless `include_closed=true`) and keeps its page, ' +
          'badged, for 30 days; then it answers 410. Anyone with the `token` of a reminder mail’s ' +
          '"mark rented / sold" link may close the listing (403 `LISTING_LINK_INVALID` if it does not hold).',
        tags: ['listings'],
        params: propertyIdParamsSchema,
        querystring: z.object({ token: z.string().min(1).max(400).optional() }),
        requestBody: { json: marketStatusInputSchema },
        response: { 200: z.object({ success: z.literal(true), data: propertySchema }) },
      },
    },
    async (request) => {
      const input = parseInput(marketStatusInputSchema, request.body);
      const ctx = {
        db: app.db,
        storage: app.storage,
        secret: app.sessionKeys.secret,
        events: app.listingEvents,
      };
      const data = await setMarketStatus(ctx, request.params.id, input.status, {
        viewer: request.viewer,
        token: request.query.token,
      });
      return { success: true as const, data };
    },
  );
};
