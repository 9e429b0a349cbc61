import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobNameParamsSchema, systemViewSchema } from '../../shared/system';
import { AppError } from '../app-error';
import { requireAdmin } from '../auth/viewer';
import { STRICT_LIMIT } from '../plugins/rate-limit';
import { systemView } from './system-view';

/** A run queued by an admin waits this long before another asked for is a second one. */
const MANUAL_RUN_SECONDS = 60;

/** The admins' system tab: jobs, today's mail and SMS, the review queue, storage and health. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/system',
    {
      schema: {
        summary: 'Jobs, today’s mail and SMS, the review queue, storage and health (admin)',
        description:
          'Each job’s schedule, its last 5 runs (when, how long, the counts it returned; a failed run ' +
          'says only that it failed: the server log has why) and its queued runs; today’s mail and SMS ' +
          '(Asia/Dhaka) sent and refused, and the SMS budget; the listings waiting for review, those ' +
          'waiting longer than REVIEW_WAIT_HOURS and since when the oldest; photos stored, the ' +
          'database’s size and the data disk’s free space; whether the database and Redis answer.',
        tags: ['admin'],
        response: { 200: systemViewSchema },
      },
    },
    async (request, reply) => {
      requireAdmin(request.viewer);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await systemView(app) };
    },
  );

  app.post(
    '/admin/jobs/:name/run',
    {
      config: { rateLimit: STRICT_LIMIT },
      schema: {
        summary: 'Queue a run of a job now (admin; only the jobs that allow it)',
        description:
          'Jobs whose extra run does no harm (purges, sweeps, refills) allow it; one that mails or texts ' +
          'people does not (403). A run asked for while another asked for waits is the same run ' +
          '(`queued: false`).',
        tags: ['admin'],
        params: jobNameParamsSchema,
        response: { 202: z.object({ success: z.literal(true), queued: z.boolean() }) },
      },
    },
    async (request, reply) => {
      requireAdmin(request.viewer);
      const job = (await app.jobs.states(0)).find((state) => state.name === request.params.name);
      if (!job) throw new AppError('NOT_FOUND');
      if (!job.manual) throw new AppError('FORBIDDEN');
      // An instance whose queue is stopping (or never started, as in tests) cannot take the run.
      if (!app.jobs.isRunning()) throw new AppError('SERVICE_UNAVAILABLE');
      const id = await app.jobs.send(
        job.name,
        {},
        { singletonKey: 'manual', singletonSeconds: MANUAL_RUN_SECONDS },
      );
      reply.code(202);
      return { success: true as const, queued: id !== null };
    },
  );
};
