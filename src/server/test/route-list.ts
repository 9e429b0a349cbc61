import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

/**
 * Every route of a ready app, read from Fastify's own route tree, so a test that walks the list
 * also covers a route added tomorrow. HEAD is left out: Fastify answers it from GET.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  if (routes.length === 0) throw new Error('Could not read the route tree of the app');
  return routes;
}
