import { z } from 'zod';

/** One run of a job: when, how long, what it counted; a failed run's words stay in the server log. */
export const jobRunSchema = z.object({
  /** `retrying`: its last attempt failed and it will be tried again. */
  state: z.enum(['done', 'failed', 'retrying']),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  counts: z.record(z.string(), z.number()).nullable(),
});
export type JobRunJson = z.infer<typeof jobRunSchema>;

export const jobStateSchema = z.object({
  name: z.string(),
  /** Its schedule (cron, UTC), or null for a job queued by events. */
  cron: z.string().nullable(),
  /** Whether an admin may queue a run now. */
  manual: z.boolean(),
  queued: z.number().int(),
  running: z.number().int(),
  runs: z.array(jobRunSchema),
});
export type JobStateJson = z.infer<typeof jobStateSchema>;

const deliveries = z.object({ sent: z.number().int(), failed: z.number().int() });

/**
 * What an operator looks at first (GET /admin/system): the jobs, today's mail and SMS with the SMS
 * budget, the review queue, what is stored, and whether the database and Redis answer.
 */
export const systemViewSchema = z.object({
  success: z.literal(true),
  data: z.object({
    jobs: z.array(jobStateSchema),
    today: z.object({
      day: z.string(),
      mail: deliveries,
      sms: deliveries.extend({ budget_spent: z.number().int(), daily_cap: z.number().int() }),
    }),
    review: z.object({
      waiting: z.number().int(),
      overdue: z.number().int(),
      oldest_since: z.string().nullable(),
      wait_hours: z.number().int(),
    }),
    storage: z.object({
      photos: z.number().int(),
      database_bytes: z.number().nullable(),
      /** Free and total bytes of the disk DATA_DIR is on; null when photos are in object storage. */
      disk: z.object({ free_bytes: z.number(), total_bytes: z.number() }).nullable(),
      object_storage: z.boolean(),
    }),
    health: z.object({
      database: z.object({ up: z.boolean(), ms: z.number().nullable() }),
      /** null when there is no Redis (one instance). */
      redis: z.enum(['up', 'down']).nullable(),
    }),
  }),
});
export type SystemView = z.infer<typeof systemViewSchema>['data'];

export const jobNameParamsSchema = z.object({ name: z.string().regex(/^[a-z0-9-]{1,64}$/) });
