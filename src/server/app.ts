import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './health/routes';
import { createStorage } from './media/create-storage';
import { photoAdmission } from './media/photo-admission';
import { uploadsDirOf, type Storage } from './media/storage';
import { metaRoutes } from './meta/routes';
import { WEB_DIST_DIR } from './paths';
import { loadJwtSecret } from './auth/jwt-secret';
import { createBackgroundWork } from './background-work';
import { createMailer } from './mail/mailer';
import { loggerOptions, type LogDestination } from './logging';
import { authPlugin } from './plugins/auth';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { refuseNul } from './plugins/refuse-nul';
import { sameOriginPlugin } from './plugins/same-origin';
import { userRoutes } from './users/routes';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStoredUploads, registerUploads, registerWebApp } from './plugins/web-app';
import { propertyRoutes } from './properties/routes';
import { moderationRoutes } from './moderation/routes';
import { contactRoutes } from './contact/routes';
import { sitemapRoutes } from './pages/sitemap-routes';
import { registerApiDocs } from './openapi/routes';

// Phones send large photos: 10 MB a file after the browser has scaled it down, 12 photos and a cover.
const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 13, fields: 60, fieldSize: 100 * 1024, parts: 80 };

export interface AppDependencies {
  config: Config;
  database: Database;
  storage?: Storage;
  /** Where the built web app lives; tests of the API leave it out. */
  webDir?: string | null;
  /** Where the log goes instead of stdout (tests that read it). */
  logStream?: LogDestination;
}

export async function buildApp({
  config,
  database,
  storage,
  webDir = WEB_DIST_DIR,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('storage', storage ?? createStorage(config));
  app.decorate('sessionKeys', { secret: await loadJwtSecret(config.jwtSecret, config.dataDir, database) });
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    }),
  );
  app.decorate('background', createBackgroundWork());
  app.decorateRequest('viewer', null);
  app.addHook('onClose', () => database.close());
  // Hooks added later run first when closing: work started after an answer ends before the database.
  app.addHook('onClose', () => app.background.idle());

  // Every route counts against a limit, pages, sitemaps, files and unknown URLs as well as the API.
  await registerRateLimit(app, config.redisUrl);
  app.decorate('admitPhotos', photoAdmission(app));
  registerErrorHandler(app);
  refuseNul(app);
  await registerSecurityHeaders(app, config.publicUrl, config.s3?.publicUrl);
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
      await api.register(userRoutes);
      await api.register(propertyRoutes);
      await api.register(moderationRoutes);
      await api.register(contactRoutes);
    },
    { prefix: '/api/v1' },
  );

  await app.register(sitemapRoutes);
  if (webDir) await registerWebApp(app, webDir);
  if (config.s3) registerStoredUploads(app, app.storage);
  else await registerUploads(app, uploadsDirOf(config.dataDir));
  return app;
}
