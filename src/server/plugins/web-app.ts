import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, index.html always revalidated, and
 * index.html for every client-side route so deep links and reloads work.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build in ${webDir}: run "npm run build" to serve the web app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
      res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
    },
  });
  app.get('/*', async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url.startsWith('/uploads/') ||
      request.url.startsWith('/assets/')
    ) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

/** Photo files: their names are random and never reused, so browsers may keep them for a year. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE);
    },
  });
}
