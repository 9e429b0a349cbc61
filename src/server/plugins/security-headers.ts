import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A real Content-Security-Policy: only our own scripts run, nothing embeds the site. Photos may also
 * come from the object storage's public address, and map tiles from their server.
 *
 * Helmet says which headers and values; they are worked out once and set on every answer, rather
 * than by running helmet's middleware for each request (a few per cent of a listing's time, issue 35).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  photosUrl: string | undefined,
  tilesOrigin: string | null,
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and the animated logo set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(photosUrl ? [new URL(photosUrl).origin] : []),
          ...(tilesOrigin ? [tilesOrigin] : []),
        ],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Listing photos may be shown by chat apps and search engines that fetch them directly.
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with these options: the same for every request. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
