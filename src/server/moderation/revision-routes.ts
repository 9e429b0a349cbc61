import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revisionDecisionInputSchema } from '../../shared/revision';
import { decideRevision } from './decide-revision';
import { decisionRoute } from './decision-route';

/** An admin's decision on an owner's pending changes to a public listing (issue 17). */
export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  decisionRoute(app, '/property/admin/:id/revision', {
    summary: 'Approve or decline the changes waiting on a public listing, with a reason (admin)',
    description:
      'Approving puts the changes live at once; declining keeps the public version. Either way the ' +
      'owner is told, by e-mail or SMS (the reason when declined). 409 when no revision waits.',
    input: revisionDecisionInputSchema,
    decide: decideRevision,
    message: (input) =>
      input.decision === 'approve' ? 'Changes have been approved.' : 'Changes have been declined.',
  });
};
