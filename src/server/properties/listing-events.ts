import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';

/**
 * What happens to a public listing that people may be waiting for: the use cases call these after
 * their change is committed, and the work (matching saved searches, mails to favourites' watchers)
 * is queued. A listing event never fails the request that caused it: a queue that cannot take it
 * is logged, and the change stands.
 */
export interface ListingEvents {
  /** A listing was approved, or a revision of it: saved searches that now match hear of it. */
  approved(propertyId: string): Promise<void>;
  /** Its price went down from `previousPrice` (live at once, or by an approved revision). */
  priceFell(propertyId: string, previousPrice: number): Promise<void>;
  /** Its owner marked it sold or rented. */
  closed(propertyId: string): Promise<void>;
}

/** The job that matches listings against saved searches (alerts/match-job.ts). */
export const MATCH_JOB = 'match-saved-searches';

/** The job that tells favourites' watchers of a fall in price or a close (favourite watch). */
export const FAVORITE_CHANGE_JOB = 'favorite-changes';

export function createListingEvents(jobs: JobQueue, log: FastifyBaseLogger): ListingEvents {
  const queue = async (name: string, data: object) => {
    try {
      await jobs.send(name, data);
    } catch (error) {
      log.warn({ err: error, job: name }, 'listing event not queued');
    }
  };
  return {
    approved: (propertyId) => queue(MATCH_JOB, { propertyId, reason: 'new' }),
    async priceFell(propertyId, previousPrice) {
      await queue(MATCH_JOB, { propertyId, reason: 'price_drop', previousPrice });
      await queue(FAVORITE_CHANGE_JOB, { propertyId, event: 'price', previousPrice });
    },
    closed: (propertyId) => queue(FAVORITE_CHANGE_JOB, { propertyId, event: 'closed' }),
  };
}
