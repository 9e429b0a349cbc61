import type { Config } from './config/config';
import type { Db } from './db/client';
import type { PhotoAdmission } from './media/photo-admission';
import type { Storage } from './media/storage';
import type { Viewer } from './auth/viewer';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './sms/sms-types';
import type { SessionKeys } from './auth/sessions';
import type { BackgroundWork } from './background-work';
import type { JobQueue } from './jobs/queue';
import type { RedisConnection } from './plugins/redis-connection';
import type { VisitCounter } from './listing-stats/visit-counter';
import type { ListingEvents } from './properties/listing-events';
import type { NotificationChannel } from './alerts/channels';
import type { OwnerNotices } from './notices/owner-notice';
import type { Metrics } from './metrics/metrics';
import type { SystemNumbers } from './operations/system-numbers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    /** Checks an upload's photos before any is decoded: pixels, image queue, the account's budget. */
    admitPhotos: PhotoAdmission;
    mailer: Mailer;
    /** Texts by SMS: the outbox, a generic HTTP gateway or BulkSMSBD (docs/sms.md). */
    sms: SmsSender;
    sessionKeys: SessionKeys;
    background: BackgroundWork;
    /** Scheduled and queued work (pg-boss), shared by every instance on one database. */
    jobs: JobQueue;
    /** The shared counters' Redis, when REDIS_URL is set. */
    redis: RedisConnection | null;
    /** Listings' views and contact taps, buffered and written in batches (owner statistics). */
    listingStats: VisitCounter;
    /** What happens to a listing that saved searches and favourites wait for, queued as jobs. */
    listingEvents: ListingEvents;
    /** Every channel a notification goes out by (alerts/notification-channels.ts); send with `notify`. */
    notificationChannels: NotificationChannel[];
    /** What an owner is told of their listings, by e-mail or SMS (notices/owner-notice.ts). */
    ownerNotices: OwnerNotices;
    /** The counters behind /metrics (metrics/metrics.ts); no-ops when metrics are off. */
    metrics: Metrics;
    /** The numbers an operator reads, gathered when asked (operations/system-numbers.ts). */
    systemNumbers: SystemNumbers;
  }
  interface FastifyContextConfig {
    /** This route takes state-changing requests from other sites (plugins/same-origin.ts). */
    crossSiteAllowed?: boolean;
  }
  interface FastifyRequest {
    /** The logged-in user making the request, or null for a visitor. */
    viewer: Viewer | null;
  }
}
