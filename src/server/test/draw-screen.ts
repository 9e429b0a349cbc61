import path from 'node:path';
import type { DrawScreen } from '../../shared/server-render';

/**
 * The web app's server entry from its sources (Vitest compiles them), as `npm run build` puts it in
 * dist/ssr for the server. A path the compiler does not follow: the server's code never imports the web app.
 */
export async function webDrawScreen(): Promise<DrawScreen> {
  const entry = path.join(import.meta.dirname, '../../web/entry-server.tsx');
  return ((await import(entry)) as { drawScreen: DrawScreen }).drawScreen;
}
