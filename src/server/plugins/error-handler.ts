import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type ErrorEnvelope } from '../../shared/errors';
import { issueCode } from '../../shared/issue-code';
import { AppError } from '../app-error';

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

/** The one place where every failure becomes the error envelope of DESIGN.md §4. */
export function registerErrorHandler(app: FastifyInstance): void {
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
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.code);
      return reply
        .code(error.statusCode)
        .send(envelope(error.code, error.message === error.code ? undefined : error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // The web app alerts the text of a non-JSON 429 (spec §8).
      return reply.code(429).type('text/plain; charset=utf-8').send(ERROR_MESSAGES.RATE_LIMITED);
    }
    const code = CODE_BY_STATUS[status];
    if (status < 500 && code) {
      return reply.code(status).send(envelope(code));
    }
    request.log.error({ err: error }, 'request failed');
    const failure = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR';
    return reply.code(ERROR_STATUS[failure]).send(envelope(failure));
  });

  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
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

export function sendNotFound(reply: FastifyReply): void {
  void reply.code(404).send(envelope('ROUTE_NOT_FOUND'));
}

function envelope(code: ErrorCode, message?: string, errors?: Record<string, string>): ErrorEnvelope {
  return { success: false, code, message: message ?? ERROR_MESSAGES[code], ...(errors ? { errors } : {}) };
}
