import path from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { healthRoutes } from './health/routes';
import { createLocalStorage, type Storage } from './media/storage';
import { metaRoutes } from './meta/routes';
import { WEB_DIST_DIR } from './paths';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploads, registerWebApp } from './plugins/web-app';
import { propertyRoutes } from './properties/routes';

export interface AppDependencies {
  config: Config;
  database: Database;
  storage?: Storage;
  /** Where the built web app lives; tests of the API leave it out. */
  webDir?: string | null;
}

export async function buildApp({
  config,
  database,
  storage,
  webDir = WEB_DIST_DIR,
}: AppDependencies): Promise<FastifyInstance> {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(process.stdout.isTTY && !config.isProduction ? { transport: { target: 'pino-pretty' } } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('storage', storage ?? createLocalStorage(uploadsDir));
  app.decorateRequest('viewer', null);
  app.addHook('onClose', () => database.close());

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.publicUrl);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });

  // The whole API surface, in one place.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metaRoutes);
      await api.register(propertyRoutes);
    },
    { prefix: '/api/v1' },
  );

  if (webDir) await registerWebApp(app, webDir);
  await registerUploads(app, uploadsDir);
  return app;
}
