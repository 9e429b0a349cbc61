import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Property } from '../../shared/property';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { requireAdmin, type Viewer } from '../auth/viewer';
import { listingAnswerSchema } from '../properties/listing-answer';
import { parseInput } from '../validate';
import { decisionContext, type DecisionContext } from './decide-property';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** One kind of admin decision on a listing: its documentation, its body, its use case and answer. */
export interface DecisionRoute<Input extends z.ZodType> {
  summary: string;
  description?: string;
  /** Left out of the API document (an old URL kept for the clients of before). */
  hide?: boolean;
  input: Input;
  decide: (ctx: DecisionContext, admin: Viewer, id: string, input: z.output<Input>) => Promise<Property>;
  /** The answer's message, for the decision taken. */
  message: (input: z.output<Input>) => string;
}

/** `PATCH url` (with the listing's `:id`): an admin decides; the answer is the listing as it is after. */
export function decisionRoute<Input extends z.ZodType>(
  app: App,
  url: string,
  { summary, description, hide, input: inputSchema, decide, message }: DecisionRoute<Input>,
): void {
  app.patch(
    url,
    {
      schema: {
        ...(hide !== undefined && { hide }),
        summary,
        ...(description !== undefined && { description }),
        tags: ['moderation'],
        requestBody: { json: inputSchema },
        params: propertyIdParamsSchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (request) => {
      // Who may decide is settled before the body is even read.
      const admin = requireAdmin(request.viewer);
      const input = parseInput(inputSchema, request.body);
      const data = await decide(decisionContext(app, request.log), admin, request.params.id, input);
      return { success: true as const, message: message(input), data };
    },
  );
}
