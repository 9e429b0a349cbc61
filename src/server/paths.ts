import { fileURLToPath } from 'node:url';

// This file sits two levels below the project root both as source (src/server) and when bundled
// (dist/server/main.js), so the root is found the same way in development and production.
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));
// The demo marketplace (listings.json and its photos): data, read by the seeder, never bundled.
export const DEMO_DIR = fileURLToPath(new URL('../../demo', import.meta.url));
