import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A real Content-Security-Policy: only our own scripts run, nothing embeds the site. Photos may also
 * come from the object storage's public address, and map tiles from their server.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  photosUrl: string | undefined,
  tilesOrigin: string | null,
): Promise<void> {
  await app.register(helmet, {
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
}
