import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceGuideAnswerSchema, priceGuideQuerySchema } from '../../shared/price-guide';
import { findPriceGuide } from './find-price-guide';

/** The Rajshahi price guide (issue 33): public, read by the /price-guide page. */
export const priceGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price-guide',
    {
      schema: {
        summary: 'The Rajshahi price guide: medians and middle halves by area, category and deal',
        description:
          'Refilled nightly from public listings and those sold or rented in the last 12 months, each ' +
          'counted once at its current price; a row only where at least 5 are alike. Rent is a month’s ' +
          '(homes by bedrooms), a flat for sale per sq ft, land per katha and per decimal.',
        tags: ['listings'],
        querystring: priceGuideQuerySchema,
        response: { 200: priceGuideAnswerSchema },
      },
    },
    async (request) => ({ success: true as const, data: await findPriceGuide(app.db, request.query) }),
  );
};
