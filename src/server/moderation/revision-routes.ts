import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { propertyIdParamsSchema } from '../../shared/property-query';
import { revisionDecisionInputSchema } from '../../shared/revision';
import { requireAdmin } from '../auth/viewer';
import { parseInput } from '../validate';
import { decisionContext } from './decide-property';
import { decideRevision } from './decide-revision';
import { listingAnswerSchema } from '../properties/listing-answer';

/** An admin's decision on an owner's pending changes to a public listing (issue 17). */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/property/admin/:id/revision',
    {
      schema: {
        summary: 'Approve or decline the changes waiting on a public listing, with a reason (admin)',
        description:
          'Approving puts the changes live at once; declining keeps the public version. Either way the ' +
          'owner is told, by e-mail or SMS (the reason when declined). 409 when no revision waits.',
        tags: ['moderation'],
        requestBody: { json: revisionDecisionInputSchema },
        params: propertyIdParamsSchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (request) => {
      // Who may decide is settled before the body is even read.
      const admin = requireAdmin(request.viewer);
      const input = parseInput(revisionDecisionInputSchema, request.body);
      const data = await decideRevision(decisionContext(app, request.log), admin, request.params.id, input);
      const message =
        input.decision === 'approve' ? 'Changes have been approved.' : 'Changes have been declined.';
      return { success: true as const, message, data };
    },
  );
};
