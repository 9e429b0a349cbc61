import {
  LogController,
  type FastifyLoggerOptions,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config/config';
import { truncatedAddress } from './truncated-address';

/** Where log lines go instead of stdout: tests read what the app logs. */
export type LogDestination = NonNullable<FastifyLoggerOptions['stream']>;

/**
 * Fastify's pino logger: JSON lines on stdout (pretty on a developer's terminal), or to `destination`.
 * Nothing secret reaches it: session headers are redacted, link tokens cut from URLs, client
 * addresses truncated, and errors logged without the values they were about (STYLE.md: never log
 * passwords or tokens).
 */
export function loggerOptions(config: Config, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest, err: serializeError },
    ...(destination
      ? { stream: destination }
      : process.stdout.isTTY && !config.isProduction
        ? { transport: { target: 'pino-pretty' } }
        : {}),
  };
}

/**
 * One line per request, written when it is answered, with the request, its status and its time:
 * Fastify's own second line, on arrival, was a few per cent of a listing's time (decision 029).
 * Every other line (errors, a stream cut short) is Fastify's as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

// A reset link's token is a password for a quarter of an hour: the page (/password/reset/:token) and
// the API (/api/v1/user/password/reset/:token) carry it in the path.
const RESET_TOKEN = /(\/password\/reset\/)[^/?#]+/gi;
// A mailed alert link's token (confirm a subscription, unsubscribe, and the unsubscribe screen's
// resume, which takes the unsubscribe token) is in the API's path.
const ALERT_TOKEN = /(\/saved-searches\/(?:confirm|unsubscribe|resume)\/)[^/?#]+/gi;
// Every mailed link's screen carries its token in the query: a listing link's (renew, mark rented or
// sold: a key to that listing for 30 days, also the API's ?token=), an alert's (/alerts/confirm,
// /alerts/unsubscribe) and an added e-mail's (/email/confirm).
const QUERY_TOKEN = /([?&]token=)[^&#]*/gi;
// A saved search's short link (/s/<code>, in its alert SMS) is the whole key to the search's filters.
const SHORT_LINK_CODE = /^(\/s\/)[^/?#]+/i;

/**
 * What the access log keeps of a request: Fastify's fields, with tokens cut from the URL and the
 * client's address truncated (the privacy policy says it is not kept).
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url
      .replace(RESET_TOKEN, (_, prefix: string) => `${prefix}[redacted]`)
      .replace(ALERT_TOKEN, (_, prefix: string) => `${prefix}[redacted]`)
      .replace(QUERY_TOKEN, (_, prefix: string) => `${prefix}[redacted]`)
      .replace(SHORT_LINK_CODE, (_, prefix: string) => `${prefix}[redacted]`),
    host: request.host,
    remoteAddress: truncatedAddress(request.ip),
    remotePort: request.socket?.remotePort,
  };
}

// What PostgreSQL tells about a failure without quoting the row (its `detail` does: "Failing row
// contains (…)", "Key (email)=(…) already exists").
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;
// Data exceptions quote the value that was refused: `invalid input syntax for type uuid: "…"`.
const QUOTES_THE_VALUE = /^22/;

// nodemailer's SMTP failures: the server's answer (`response`) and the message quote the recipient.
const SMTP_FIELDS = ['code', 'command', 'responseCode'] as const;
// Anything shaped like an e-mail address, wherever a message quotes one.
const EMAIL_ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

type ErrorFields = Record<string, unknown> & { cause?: unknown };
type SerializedError = { type: string; message: string; stack: string } & Record<string, unknown>;

/**
 * An error as the log keeps it: its kind, message, codes, query text and stack, and its causes the
 * same way, but never a query's parameters (drizzle puts them in its message: password hashes,
 * e-mails, phone numbers), PostgreSQL's details about the row, an SMTP server's answer (only its
 * command and code), nor anything shaped like an e-mail address.
 */
export function serializeError(error: unknown, depth = 0, parentQuery?: unknown): SerializedError {
  // Something thrown that is not an Error may be anything: only its kind.
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as unknown as ErrorFields;
  const fromDatabase = typeof fields.severity === 'string' && typeof fields.code === 'string';
  // PGlite's error class has a minified name.
  const type = fromDatabase ? 'DatabaseError' : error.constructor.name || error.name;
  const fromSmtp = !fromDatabase && (fields.responseCode !== undefined || fields.command !== undefined);
  const message = (
    fromDatabase
      ? QUOTES_THE_VALUE.test(String(fields.code))
        ? `data exception ${String(fields.code)}`
        : error.message
      : fromSmtp
        ? 'SMTP command failed'
        : 'params' in fields
          ? 'Failed query'
          : error.message
  ).replace(EMAIL_ADDRESS, '[e-mail]');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const key of fromDatabase
    ? DATABASE_FIELDS
    : fromSmtp
      ? SMTP_FIELDS
      : (['code', 'statusCode'] as const)) {
    if (fields[key] !== undefined) serialized[key] = fields[key];
  }
  if (typeof fields.query === 'string' && fields.query !== parentQuery) serialized.query = fields.query;
  if (depth < 5) {
    if (fields.cause !== undefined) serialized.cause = serializeError(fields.cause, depth + 1, fields.query);
    if (error instanceof AggregateError)
      serialized.aggregateErrors = error.errors.map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}
