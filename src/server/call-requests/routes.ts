import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALL_MESSAGE_MAX,
  CALL_REQUEST_KEEP_DAYS,
  CALL_REQUESTS_PER_LISTING_DAY,
  CALL_REQUESTS_PER_VISITOR_DAY,
  callRequestCreatedSchema,
  callRequestDoneInputSchema,
  callRequestIdParamsSchema,
  callRequestInputSchema,
  callRequestListSchema,
} from '../../shared/call-request';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { requireUser } from '../auth/viewer';
import { pageLanguage } from '../plugins/page-language';
import { STRICT_LIMIT } from '../plugins/rate-limit';
import { parseInput } from '../validate';
import { z } from 'zod';
import { createCallRequest } from './create-call-request';
import { markCallRequestDone, ownerCallRequests } from './owner-call-requests';

// An owner opens their list and ticks requests off: a few dozen a visit at most.
const OWN_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** Call-back requests (issue 31): a visitor leaves a number, the listing's owner alone reads it. */
export const callRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/property/:id/call-requests',
    {
      config: { rateLimit: STRICT_LIMIT },
      schema: {
        summary: 'Ask the owner of a public listing to call back (anyone)',
        description:
          '`name` 2–60 characters, `phone` a Bangladeshi mobile number, `when` one of morning, ' +
          `afternoon, evening, any (default any), \`message\` up to ${CALL_MESSAGE_MAX} characters. ` +
          'A name or message that holds a link, an e-mail or a phone number (also in Bengali digits, ' +
          'spaced out, or as “dot com”) is 400 `VALIDATION_FAILED` with `contact_in_text`. A listing ' +
          'that is not public is 404; its own owner 403. At most ' +
          `${CALL_REQUESTS_PER_VISITOR_DAY} requests a visitor and ${CALL_REQUESTS_PER_LISTING_DAY} a ` +
          'listing in any 24 hours: beyond, 429 `RATE_LIMITED` with a message in the page’s language. ' +
          'The owner is told at once (e-mail, or SMS to a phone-only account); the number is shown to ' +
          `the owner alone, and the request deleted after ${CALL_REQUEST_KEEP_DAYS} days.`,
        tags: ['call-requests'],
        params: propertyIdParamsSchema,
        requestBody: { json: callRequestInputSchema },
        response: { 201: callRequestCreatedSchema },
      },
    },
    async (request, reply) => {
      const input = parseInput(callRequestInputSchema, request.body);
      const language = request.viewer?.user.language ?? pageLanguage(request);
      const id = await createCallRequest(app, request, reply, request.params.id, input, language);
      reply.code(201);
      return { success: true as const, data: { id } };
    },
  );

  app.get(
    '/call-requests',
    {
      config: { rateLimit: OWN_LIMIT },
      schema: {
        summary: 'The call-back requests left on the signed-in owner’s listings, newest first',
        tags: ['call-requests'],
        response: { 200: callRequestListSchema },
      },
    },
    async (request) => {
      const viewer = requireUser(request.viewer);
      return { success: true as const, data: await ownerCallRequests(app.db, viewer.id) };
    },
  );

  app.patch(
    '/call-requests/:id',
    {
      config: { rateLimit: OWN_LIMIT },
      schema: {
        summary: 'Mark a call-back request done (the listing’s owner)',
        description: 'Only the owner of its listing; anyone else’s, or an unknown id, is 404 `NOT_FOUND`.',
        tags: ['call-requests'],
        params: callRequestIdParamsSchema,
        requestBody: { json: callRequestDoneInputSchema },
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const viewer = requireUser(request.viewer);
      parseInput(callRequestDoneInputSchema, request.body);
      await markCallRequestDone(app.db, viewer.id, request.params.id);
      return { success: true as const };
    },
  );
};
