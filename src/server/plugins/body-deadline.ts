import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerClientError } from './error-handler';

/** A route that takes photos as a multipart form (its schema documents one: `requestBody.form`). */
const takesUploads = (request: FastifyRequest) =>
  !!request.routeOptions.schema?.requestBody?.form &&
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Node's request timeout is one for the whole server, and must allow an upload of 13 photos from a
 * phone on 2G (hours). Every other body, 1 MB at most, must arrive within `bodyTimeout`: when it has
 * not, the client is told 408 in the envelope and the connection is closed, as Node's own request
 * timeout does. Counted from the request's head to its body parsed.
 */
export function registerBodyDeadline(app: FastifyInstance, bodyTimeout: number): void {
  const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const clear = async (request: FastifyRequest) => {
    clearTimeout(deadlines.get(request));
    deadlines.delete(request);
  };
  app.addHook('onRequest', async (request) => {
    if (!hasBody(request) || takesUploads(request)) return;
    const timer = setTimeout(() => {
      const timeout = Object.assign(new Error('the request body did not arrive in time'), {
        code: 'ERR_HTTP_REQUEST_TIMEOUT',
      });
      answerClientError(timeout, request.raw.socket);
    }, bodyTimeout);
    timer.unref();
    deadlines.set(request, timer);
  });
  app.addHook('preValidation', clear);
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}
