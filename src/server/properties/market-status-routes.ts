import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MARKET_STATUSES } from '../../shared/enums';
import { propertySchema } from '../../shared/property';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { requireUser } from '../auth/viewer';
import { parseInput } from '../validate';
import { setMarketStatus } from './set-market-status';

export const marketStatusInputSchema = z.object({ status: z.enum(MARKET_STATUSES) });

export const marketStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/property/:id/status',
    {
      schema: {
        summary: 'Mark a listing sold or rented, or back on the market (its owner or an admin)',
        description:
          'A rental becomes `rented`, a sale `sold`; `available` puts it back. No new review. A sold or ' +
          'rented listing leaves lists and search (unless `include_closed=true`) and keeps its page, ' +
          'badged, for 30 days; then it answers 410.',
        tags: ['listings'],
        params: propertyIdParamsSchema,
        requestBody: { json: marketStatusInputSchema },
        response: { 200: z.object({ success: z.literal(true), data: propertySchema }) },
      },
    },
    async (request) => {
      const input = parseInput(marketStatusInputSchema, request.body);
      const actor = { viewer: requireUser(request.viewer) };
      const data = await setMarketStatus(app.db, app.storage, actor, request.params.id, input.status);
      return { success: true as const, data };
    },
  );
};
