import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type ErrorEnvelope } from '../../shared/errors';
import { issueCode } from '../../shared/issue-code';
import type { Language } from '../../shared/enums';
import { AppError } from '../app-error';
import { pageLanguage } from './page-language';
import { refusalOf } from './rate-limit';
import type { Metrics } from '../metrics/metrics';

// Fastify's own errors (bad JSON, body too large, wrong content type…) mapped to our codes by status.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

// The text a rate-limited reader is shown (the web app alerts it as it comes), in their language.
const RATE_LIMITED_TEXT: Record<Language, string> = {
  bn: 'অনেকবার চেষ্টা করা হয়েছে। একটু পরে আবার চেষ্টা করুন।',
  en: ERROR_MESSAGES.RATE_LIMITED,
};

/**
 * The one place where every failure becomes the error envelope (docs/api.md), and where every 429
 * is counted in `metrics`. Needs the rate limit registered first: the 404 handler counts too.
 */
export function registerErrorHandler(app: FastifyInstance, metrics: Pick<Metrics, 'rateLimited'>): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const { instancePath, keyword, message } of error.validation) {
        const field = instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= issueCode(keyword, message);
      }
      return reply.code(400).send(envelope('VALIDATION_FAILED', undefined, errors));
    }
    if (error instanceof AppError && error.statusCode !== 429) {
      if (error.statusCode === 503) {
        // Unavailable for now (busy, or a service it needs is away): not a fault, and soon over.
        reply.header('retry-after', '5');
        request.log.warn({ err: error.cause ?? error }, error.code);
      } else if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.code);
      return reply
        .code(error.statusCode)
        .send(envelope(error.code, error.message === error.code ? undefined : error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // Every 429 passes here: the plugin's (address and route limits) and the app's own budgets.
      metrics.rateLimited(...refusalOf(request, error instanceof AppError));
      // Every limit sets when to come back; a 429 that did not still says it (RFC 9110 §10.2.3).
      if (!reply.hasHeader('retry-after')) reply.header('retry-after', 60);
      // The web app alerts the text of a non-JSON 429 (docs/api.md); a limit may have written its own,
      // in the reader's language.
      const text = error instanceof AppError && error.message !== error.code ? error.message : undefined;
      return reply
        .code(429)
        .type('text/plain; charset=utf-8')
        .send(text ?? RATE_LIMITED_TEXT[pageLanguage(request)]);
    }
    const code = CODE_BY_STATUS[status];
    if (status < 500 && code) {
      return reply.code(status).send(envelope(code));
    }
    if (status === 503 || isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'a service it depends on is unavailable');
      return reply.code(503).header('retry-after', '5').send(envelope('SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope('INTERNAL_ERROR'));
  });

  // Probing for URLs is not free (fastify/demo): an unknown URL spends the budget of the kind it looks
  // like. When the web app's page route hands a request on here (reply.callNotFound), that route has
  // counted it already and this does not count it twice.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (_request, reply) => sendNotFound(reply));
}

/**
 * Errors the router raises before any route runs (a malformed or over-long path segment): no id or
 * token is ever that long or that broken, so they are bad requests, in the envelope like the rest.
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.code(400).send(envelope('BAD_REQUEST'));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (an unknown method, a request line
 * or headers over 16 KB, bytes that are not HTTP, a request that takes too long to arrive): answered
 * in the envelope like the rest, then the connection closes, as Node's own answer would.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const status = ERROR_STATUS[code];
  const body = JSON.stringify(envelope(code));
  // An answer to an earlier request on this kept-alive connection may be under way: written into
  // it, this one would corrupt it. Only close then, as Node's own handler does.
  const underWay = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !underWay?.headersSent) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function sendNotFound(reply: FastifyReply): void {
  void reply.code(404).send(envelope('ROUTE_NOT_FOUND'));
}

function envelope(code: ErrorCode, message?: string, errors?: Record<string, string>): ErrorEnvelope {
  return { success: false, code, message: message ?? ERROR_MESSAGES[code], ...(errors ? { errors } : {}) };
}
