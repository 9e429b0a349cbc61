import { z } from 'zod';
import type { Db } from '../db/client';
import type { JobDefinition } from '../jobs/queue';
import { MATCH_JOB } from '../properties/listing-events';
import { matchSavedSearches } from './match-saved-searches';

const matchData = z.discriminatedUnion('reason', [
  z.object({ propertyId: z.uuid(), reason: z.literal('new') }),
  z.object({
    propertyId: z.uuid(),
    reason: z.literal('price_drop'),
    previousPrice: z.number().int().positive(),
  }),
]);

/**
 * Matches one listing against every saved search (match-saved-searches.ts); idempotent, since a
 * pair is written once. `matchedInstant` runs when searches that want their alert at once matched.
 */
export function matchSavedSearchesJob(db: Db, matchedInstant: () => Promise<void>): JobDefinition {
  return {
    name: MATCH_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    async run(data) {
      const job = matchData.parse(data);
      const counts = await matchSavedSearches(
        db,
        [job.propertyId],
        job.reason === 'new' ? { reason: 'new' } : { reason: 'price_drop', previousPrice: job.previousPrice },
      );
      if (counts.instant > 0) await matchedInstant();
      return { ...counts };
    },
  };
}
