import type { Config } from './config';
import type { Db } from './db/client';
import type { Storage } from './media/storage';
import type { Viewer } from './properties/get-property';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
  }
  interface FastifyRequest {
    /** The logged-in user making the request, or null for a visitor. */
    viewer: Viewer | null;
  }
}
