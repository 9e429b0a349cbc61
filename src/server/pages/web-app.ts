import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isServerRendered, matchAppPath, NOT_FOUND_SCREEN } from '../../shared/app-paths';
import type { DrawScreen } from '../../shared/server-render';
import { isStorageName, type Storage } from '../media/storage';
import { renderPage } from './head';
import { hasSessionCookie } from '../plugins/auth';
import { copyFor } from './page-copy';
import { pageHeadFor } from './page-head-for';
import { drawnLanguage } from '../plugins/page-language';
import { startingModules } from './starting-modules';
import { escapeHtml } from '../escape-html';
import { selfFetch } from './self-fetch';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every client-side
 * route (always revalidated), with that page's head written in, so deep links, reloads and link
 * previews work, and its screen drawn in, so it shows before any script has run.
 * `drawScreen` defaults to the build's server entry (dist/ssr, next to `webDir`), if there is one.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  drawScreen?: DrawScreen | null,
): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No web build in ${webDir}: run "npm run build" to serve the web app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    // reply.sendFile belongs to the uploads (registerUploads); nothing here needs it.
    decorateReply: false,
    // The build writes .br and .gz copies of scripts and styles (vite.config.ts), smaller than what
    // @fastify/compress would make of each response.
    preCompressed: true,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
      // The service worker and the pages it serves offline are checked on every visit, so an update
      // reaches browsers at once (docs/offline.md).
      const checkedEachTime = /[\\/](sw\.js|offline-(bn|en)\.html)$/.test(filePath);
      res.header('cache-control', hashed ? IMMUTABLE : checkedEachTime ? 'no-cache' : 'public, max-age=3600');
    },
  });
  const template = fs.readFileSync(indexFile, 'utf8');
  const modulesOf = startingModules(webDir);
  if (drawScreen === undefined) drawScreen = await loadServerEntry(webDir);
  app.get('/*', async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url.startsWith('/uploads/') ||
      request.url.startsWith('/assets/')
    ) {
      return reply.callNotFound();
    }
    // Each page arrives with its own title, preview tags and status, before any script runs.
    const language = drawnLanguage(request);
    const context = { db: app.db, storage: app.storage, publicUrl: app.config.publicUrl, language };
    // Appended, not resolved: //host/x is a path, as the browser's router reads it.
    const pathname = new URL(`http://localhost${request.url}`).pathname;
    const { head, status } = await pageHeadFor(context, pathname, request.query as Record<string, unknown>);
    let page = renderPage(template, head, language, copyFor(language).siteName);
    // The route table (src/shared/app-paths.ts) says which screen the path opens, and whether the
    // server draws it: a screen behind a login is left to the browser, which knows who is logged in.
    const route = matchAppPath(pathname)?.route;
    const drawn =
      drawScreen && (!route || isServerRendered(route))
        ? await withinDrawTime(
            drawScreen({ url: request.url, language, fetchApi: selfFetch(app, request) }),
          ).catch((error: unknown) => {
            request.log.warn({ err: error }, 'page sent undrawn: the browser draws it');
            return null;
          })
        : null;
    if (drawn) {
      const sources = [
        `src/web/i18n/${language}.json`,
        ...(route?.texts ?? []).map((namespace) => `src/web/i18n/${namespace}/${language}.json`),
        `src/web/screens/${route?.screen ?? NOT_FOUND_SCREEN}.tsx`,
      ];
      const modules = escapeHtml(modulesOf(sources).join(' '));
      page = page.replace(
        '<div id="root"></div>',
        () => `<div id="root" data-modules="${modules}">${drawn.html}</div>${drawn.handover}`,
      );
    }
    return (
      reply
        .code(status)
        // A page drawn for someone signed in (their name in the menu) stays out of the offline cache.
        .header('cache-control', hasSessionCookie(request.headers.cookie) ? 'private, no-cache' : 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(page)
    );
  });
}

// A visitor waits no longer than this for a drawn page, data included; past it the page goes undrawn.
const DRAW_TIME_MS = 3_000;

function withinDrawTime<T>(drawing: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not drawn within ${DRAW_TIME_MS} ms`)), DRAW_TIME_MS);
  });
  return Promise.race([drawing, late]).finally(() => clearTimeout(timer));
}

/** The web build's server entry (`vite build --ssr`), or null without one: pages are then drawn by the browser. */
async function loadServerEntry(webDir: string): Promise<DrawScreen | null> {
  const entry = path.join(webDir, '..', 'ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { drawScreen: DrawScreen };
  return module.drawScreen;
}

/** Photo files: their names are random and never reused, so browsers may keep them for a year. */
export async function registerUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(async (uploads) => {
    // Not @fastify/static's wildcard route: it lists the whole directory on every request to check the
    // name's spelling, which costs more with every photo stored. Storage names are one lower-case
    // segment (isStorageName), so no other spelling or path can reach a file.
    await uploads.register(fastifyStatic, {
      root: uploadsDir,
      serve: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.header('cache-control', IMMUTABLE);
      },
    });
    uploads.get<{ Params: { name: string } }>('/uploads/:name', (request, reply) =>
      isStorageName(request.params.name) ? reply.sendFile(request.params.name) : reply.callNotFound(),
    );
  });
}

/** Photos in object storage without a public address of their own: read from the bucket and passed on. */
export function registerStoredUploads(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const content = isStorageName(name) ? await storage.read(name) : null;
    if (!content) return reply.callNotFound();
    return reply
      .header('cache-control', IMMUTABLE)
      .type(name.endsWith('.webp') ? 'image/webp' : 'image/jpeg')
      .send(content);
  });
}
