import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { tilesOrigin, type Config } from './config/config';
import type { Database } from './db/client';
import { healthRoutes } from './health/routes';
import { createStorage } from './media/create-storage';
import { photoAdmission } from './media/photo-admission';
import { uploadsDirOf, type Storage } from './media/storage';
import { landmarkRoutes } from './meta/landmark-routes';
import { metaRoutes } from './meta/routes';
import { WEB_DIST_DIR } from './paths';
import { loadJwtSecret } from './auth/jwt-secret';
import { createBackgroundWork } from './background-work';
import { createMailer, type Mail } from './mail/mailer';
import type { Sms } from './sms/sms-types';
import { counted } from './db/delivery-counts';
import { loggerOptions, OneLinePerRequest, type LogDestination } from './logging';
import { authPlugin } from './plugins/auth';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { refuseNul } from './plugins/refuse-nul';
import { registerBodyDeadline } from './plugins/body-deadline';
import { sameOriginPlugin } from './plugins/same-origin';
import { userRoutes } from './users/routes';
import { otpRoutes } from './users/otp-routes';
import { emailRoutes } from './users/email-routes';
import { createSmsSender } from './sms/sms-sender';
import { registerSecurityHeaders } from './plugins/security-headers';
import type { DrawScreen } from '../shared/server-render';
import { registerStoredUploads, registerUploads, registerWebApp } from './pages/web-app';
import { propertyRoutes } from './properties/routes';
import { priceGuideRoutes } from './price-guide/routes';
import { priceGuideJob } from './properties/price-guide';
import { marketStatusRoutes } from './properties/market-status-routes';
import { moderationRoutes } from './moderation/routes';
import { accountAdminRoutes } from './accounts-admin/routes';
import { systemRoutes } from './system/routes';
import { revisionRoutes } from './moderation/revision-routes';
import { contactRoutes } from './contact/routes';
import { sitemapRoutes } from './pages/sitemap-routes';
import { registerApiDocs } from './openapi/routes';
import { renewRoutes } from './properties/renew-routes';
import { createJobQueue } from './jobs/queue';
import { backupJob } from './jobs/backup-job';
import { directoryDestination } from './db/backup-destination';
import { s3BackupDestination } from './media/s3-backups';
import { smsBudgetReportJob } from './users/sms-budget-report';
import { reviewWaitMailJob } from './moderation/review-wait-mail';
import { purgeSignUpsJob } from './users/sign-up-link';
import { expiryRemindersJob } from './properties/expiry-reminders';
import { createVisitCounter } from './listing-stats/visit-counter';
import { listingStatsRoutes } from './listing-stats/routes';
import { callRequestRoutes } from './call-requests/routes';
import { ownershipRoutes } from './ownership/routes';
import { purgeProofFilesJob } from './ownership/proof-files';
import { purgeCallRequestsJob } from './call-requests/owner-call-requests';
import { purgeListingVisitsJob } from './listing-stats/purge-listing-visits';
import { sweepOrphanPhotosJob } from './properties/orphan-sweep';
import { fingerprintStoredPhotosJob } from './properties/fingerprint-stored-photos';
import { createListingEvents } from './properties/listing-events';
import { matchSavedSearchesJob } from './alerts/match-job';
import { createNotificationChannels } from './alerts/notification-channels';
import { shortLinkRoutes } from './alerts/short-link-route';
import { listingShortLinkRoutes } from './notices/listing-short-link';
import { createOwnerNotices } from './notices/owner-notice';
import { alertDigestJob, queueInstantAlerts, sendAlertsJob } from './alerts/send-alerts';
import { savedSearchRoutes } from './alerts/saved-search-routes';
import { favoriteChangesJob } from './alerts/favorite-changes';
import { createMetrics } from './metrics/metrics';
import { registerRequestMetrics } from './plugins/request-metrics';
import { createSystemNumbers } from './operations/system-numbers';
import { METRICS_PATH, registerMetricsRoute } from './operations/metrics-route';

// Phones send large photos: 10 MB a file after the browser has scaled it down, 12 photos and a cover.
const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 13, fields: 60, fieldSize: 100 * 1024, parts: 80 };

/** How long the server waits for a client, in milliseconds, so that a slow one cannot hold a connection. */
export interface ServerTimeouts {
  /** For the request's head (method, URL, headers), even while its bytes keep arriving. */
  headersTimeout: number;
  /** For any byte, either way, while a request is under way: a connection gone quiet is closed. */
  connectionTimeout: number;
  /** For the whole request, head and body, of an upload of photos (Node's, for the whole server). */
  requestTimeout: number;
  /** For the whole request, head and body, of anything else (a body of 1 MB at most). */
  bodyTimeout: number;
  /** For the next request on a kept-alive connection. */
  keepAliveTimeout: number;
}

/**
 * The slowest client to serve is a phone on 2G (EDGE, about 100 kbit/s up, a second of latency).
 * - A head is a few kilobytes: it arrives within seconds; 20 s is room for a radio waking up.
 * - A body arrives at the phone's pace, so the pace is what is held to: two minutes without a byte
 *   end it (a radio hand-over can stall for tens of seconds, and a server busy with 13 photos sends
 *   nothing for a while). An upload's total is long because it must be: 13 photos of 10 MB
 *   (UPLOAD_LIMITS) are 130 MB, about three hours at 100 kbit/s. Any other body is 1 MB at most
 *   (bodyLimit), under a minute and a half at that pace: three minutes for it. (Behind nginx, which
 *   buffers bodies, the app sees them at local speed.)
 * - An idle kept-alive connection outlives the proxy's own (nginx and cloud load balancers keep theirs
 *   60 s): closing first, the app could close one just as the proxy sends a request on it (a 502).
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 20_000,
  connectionTimeout: 120_000,
  requestTimeout: 3 * 60 * 60_000,
  bodyTimeout: 3 * 60_000,
  keepAliveTimeout: 72_000,
};

/**
 * Open connections the server holds at once; beyond it Node closes new ones at once. One cap for the
 * server rather than one per address: behind a proxy every connection has the proxy's address, and
 * directly, carrier-grade NAT puts many phones behind one. What it protects is the process (memory,
 * and file descriptors for the database and photos) from a flood of slow connections, which the
 * timeouts above end in minutes.
 */
export const MAX_CONNECTIONS = 2_000;

export interface AppDependencies {
  config: Config;
  database: Database;
  storage?: Storage;
  /** Where the built web app lives; tests of the API leave it out. */
  webDir?: string | null;
  /** Draws pages' screens; by default the build's server entry next to `webDir`, if any. */
  drawScreen?: DrawScreen | null;
  /** Where the log goes instead of stdout (tests that read it). */
  logStream?: LogDestination;
  /** Shorter ones let a test see them work. */
  timeouts?: Partial<ServerTimeouts>;
  /** A smaller cap lets a test reach it. */
  maxConnections?: number;
}

export async function buildApp({
  config,
  database,
  storage,
  webDir = WEB_DIST_DIR,
  drawScreen,
  logStream,
  timeouts,
  maxConnections = MAX_CONNECTIONS,
}: AppDependencies): Promise<FastifyInstance> {
  const { headersTimeout, connectionTimeout, requestTimeout, bodyTimeout, keepAliveTimeout } = {
    ...SERVER_TIMEOUTS,
    ...timeouts,
  };
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    bodyLimit: 1024 * 1024,
    connectionTimeout,
    requestTimeout,
    keepAliveTimeout,
    // Node checks the head and request timeouts at this interval (30 s unless told).
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.min(5_000, headersTimeout / 4),
    },
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    logController: new OneLinePerRequest(),
  });
  app.server.maxConnections = maxConnections;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: !config.isProduction }));
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('storage', storage ?? createStorage(config));
  app.decorate('sessionKeys', { secret: await loadJwtSecret(config.jwtSecret, config.dataDir, database) });
  // Counted only when /metrics is served (METRICS_TOKEN or METRICS_ALLOW); otherwise every count is a no-op.
  app.decorate('metrics', createMetrics({ enabled: config.metrics !== null }));
  // Every mail and SMS is also counted by day in the database, sent or refused, for the admins'
  // system tab, which sees every instance's.
  const countFailed = (error: unknown) => app.log.warn({ err: error }, 'a delivery was not counted');
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: app.log,
    secret: app.sessionKeys.secret,
    metrics: app.metrics,
  });
  app.decorate('mailer', {
    send: counted<Mail>((mail) => mailer.send(mail), database.db, 'mail', countFailed),
  });
  const sms = createSmsSender(config.sms, config.dataDir, app.log, app.metrics);
  app.decorate('sms', {
    send: counted<Sms>((message) => sms.send(message), database.db, 'sms', countFailed),
  });
  app.decorate('background', createBackgroundWork());
  app.decorateRequest('viewer', null);
  app.addHook('onClose', () => database.close());
  // Hooks added later run first when closing: work started after an answer ends before the database.
  app.addHook('onClose', () => app.background.idle());
  // Scheduled and background work (docs/jobs.md): registered here, started by main.ts (tests start
  // it when they mean to), stopped before the database closes. Schedules and polling come from the
  // configuration (JOB_SCHEDULES, JOB_POLL_SECONDS), a test's fast schedule too.
  app.decorate(
    'jobs',
    createJobQueue(database, app.log, {
      schedules: config.jobSchedules,
      pollSeconds: config.jobPollSeconds,
      metrics: app.metrics,
    }),
  );
  app.decorate(
    'ownerNotices',
    createOwnerNotices({
      db: database.db,
      mailer: app.mailer,
      sms: app.sms,
      smsDailyCap: config.smsDailyCap,
      log: app.log,
    }),
  );
  app.jobs.register(
    expiryRemindersJob({
      db: database.db,
      notices: app.ownerNotices,
      publicUrl: config.publicUrl,
      secret: app.sessionKeys.secret,
    }),
  );
  app.jobs.register(purgeListingVisitsJob(database.db));
  app.jobs.register(purgeSignUpsJob(database.db));
  app.jobs.register(purgeCallRequestsJob(database.db));
  app.jobs.register(purgeProofFilesJob(database.db));
  app.jobs.register(smsBudgetReportJob(database.db, app.log, config.smsDailyCap));
  app.jobs.register(
    reviewWaitMailJob({
      db: database.db,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      waitHours: config.reviewWaitHours,
    }),
  );
  // Removes photo files that no row points at (a crash between file and row, a failed removal).
  app.jobs.register(sweepOrphanPhotosJob(database.db, app.storage));
  // Fingerprints photos stored before fingerprints were made (decision 022).
  app.jobs.register(fingerprintStoredPhotosJob(database.db, app.storage));
  // The price guide, refilled nightly (docs/decisions/024-price-guide.md).
  app.jobs.register(priceGuideJob(database.db));
  // The nightly backup, to BACKUP_DIR or the bucket (docs/deploy.md, "Backups and restore").
  app.jobs.register(
    backupJob({
      database,
      source: { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
      destination:
        config.s3 && config.backups.s3Prefix
          ? s3BackupDestination(config.s3, config.backups.s3Prefix)
          : directoryDestination(config.backups.dir),
      keepDays: config.backups.keepDays,
      photos: { includeUploads: !config.s3, photoBucket: config.s3?.bucket ?? null },
    }),
  );
  app.decorate('listingEvents', createListingEvents(app.jobs, app.log));
  // Alerts and other notifications: the channels (e-mail, SMS when ALERT_SMS=on) in one place, for every sender.
  app.decorate(
    'notificationChannels',
    createNotificationChannels({
      mailer: app.mailer,
      sms: app.sms,
      db: database.db,
      log: app.log,
      alertSms: config.alertSms,
      smsDailyCap: config.smsDailyCap,
    }),
  );
  const alertDelivery = {
    db: database.db,
    storage: app.storage,
    publicUrl: config.publicUrl,
    secret: app.sessionKeys.secret,
    channels: app.notificationChannels,
  };
  app.jobs.register(matchSavedSearchesJob(database.db, queueInstantAlerts(app.jobs, app.log)));
  app.jobs.register(sendAlertsJob(alertDelivery));
  app.jobs.register(alertDigestJob(alertDelivery));
  app.jobs.register(
    favoriteChangesJob({
      db: database.db,
      storage: app.storage,
      publicUrl: config.publicUrl,
      channels: app.notificationChannels,
    }),
  );
  app.addHook('onClose', () => app.jobs.stop());
  app.decorate(
    'listingStats',
    createVisitCounter({
      db: database.db,
      secret: app.sessionKeys.secret,
      log: app.log,
      enabled: config.listingStats,
    }),
  );
  // Before the database closes: the visits still buffered are written.
  app.addHook('onClose', () => app.listingStats.close());

  // Every route counts against a limit, pages, sitemaps, files and unknown URLs as well as the API.
  await registerRateLimit(app, config.redisUrl);
  registerRequestMetrics(app, METRICS_PATH);
  // What an operator reads (jobs, SMS today, the review queue, photos, the pool): the metrics' scrape
  // reads it, and an admin's view may.
  app.decorate(
    'systemNumbers',
    createSystemNumbers({
      database,
      jobs: app.jobs,
      smsDailyCap: config.smsDailyCap,
      reviewWaitHours: config.reviewWaitHours,
    }),
  );
  app.decorate('admitPhotos', photoAdmission(app));
  registerErrorHandler(app, app.metrics);
  refuseNul(app);
  registerBodyDeadline(app, bodyTimeout);
  registerSecurityHeaders(app, config.publicUrl, config.s3?.publicUrl, tilesOrigin(config.mapTiles.url));
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  // The whole API surface, in one place.
  await app.register(
    async (api) => {
      await api.register(sameOriginPlugin, { publicUrl: config.publicUrl });
      await api.register(authPlugin);
      await api.register(multipart, { limits: UPLOAD_LIMITS });

      // The OpenAPI document (/api/v1/openapi.json) and its page (/api/v1/docs), generated from the
      // routes' zod schemas: registered before the routes so that it sees each of them.
      await registerApiDocs(api, config.publicUrl);

      await api.register(healthRoutes);
      await api.register(metaRoutes);
      await api.register(landmarkRoutes);
      await api.register(userRoutes);
      await api.register(otpRoutes);
      await api.register(emailRoutes);
      await api.register(propertyRoutes);
      await api.register(priceGuideRoutes);
      await api.register(marketStatusRoutes);
      await api.register(renewRoutes);
      await api.register(listingStatsRoutes);
      await api.register(callRequestRoutes);
      await api.register(moderationRoutes);
      await api.register(ownershipRoutes);
      await api.register(revisionRoutes);
      await api.register(accountAdminRoutes);
      await api.register(systemRoutes);
      await api.register(contactRoutes);
      await api.register(savedSearchRoutes);
    },
    { prefix: '/api/v1' },
  );

  // Prometheus's scrape, for the allowed networks and the token only (docs/deploy.md).
  if (config.metrics) registerMetricsRoute(app, config.metrics, app.systemNumbers);
  await app.register(sitemapRoutes);
  await app.register(shortLinkRoutes);
  await app.register(listingShortLinkRoutes);
  if (webDir) await registerWebApp(app, webDir, drawScreen);
  if (config.s3) registerStoredUploads(app, app.storage);
  else await registerUploads(app, uploadsDirOf(config.dataDir));
  return app;
}
