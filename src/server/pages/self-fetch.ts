import type { FastifyInstance, FastifyRequest } from 'fastify';

// Statuses whose response may carry no body (the Response constructor refuses one).
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `fetch` for the page renderer: the API answers in-process (`inject`), through every hook a
 * browser's call goes through, rate limit included, counted for the visitor's address. It carries
 * no cookie: a drawn page shows what every visitor sees.
 */
export function selfFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { accept: 'application/json', 'user-agent': 'thikana-page-renderer' },
      remoteAddress: visitor.ip,
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const type = answer.headers['content-type'];
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}
