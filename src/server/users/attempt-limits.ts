import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { AppError } from '../app-error';
import { clientKey } from '../plugins/rate-limit';
import { accountKey, knownDevice } from './known-device';

const WINDOW = '15 minutes';

/**
 * One address, every account together. Many phones share one operator address (carrier-grade NAT),
 * so an address gets far more attempts than one account: guessing is held back per account below.
 */
export const ADDRESS_ATTEMPTS = { max: 100, timeWindow: WINDOW } as const;

/** Sign-ups from one address: rare, but a class or an office may sign up behind one address. */
export const ADDRESS_SIGN_UPS = { max: 30, timeWindow: WINDOW } as const;

/**
 * Logins to one account. Every attempt counts against its (address, account) pair: the guesser at
 * hand. Failures from browsers that are not a known device of the account (known-device.ts) count
 * against the account from every address together (guesses spread over many); beyond `perAccount`
 * such browsers are refused. A known device's failures count against that device alone, wherever
 * it is: strangers cannot lock the owner out. The account's password is part of the account's key,
 * so a new password (a completed reset) starts its count afresh.
 */
export const LOGIN_ATTEMPTS = { perPair: 10, perAccount: 20, perKnownDevice: 10 } as const;

/**
 * Reset mails to one account. Asked for from a browser that is not a known device of it: one per
 * `cooldown`, whoever asks, so strangers cannot fill the owner's inbox. A link lives 30 minutes and a
 * new one never spends it: when a request goes unsent, a link mailed less than a cooldown ago works
 * in the owner's inbox. From a known device: a mail each time, up to `perKnownDevice` per
 * (address, account) pair. The answer is the same 200 either way.
 */
export const RESET_MAILS = { cooldown: '2 minutes', perKnownDevice: 5 } as const;

type Counter = ReturnType<FastifyInstance['createRateLimit']>;

/** A counter in the shared store (Redis when set). Keys hold hashes of accounts, never an e-mail. */
function counter(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindow: string,
  key: (request: FastifyRequest) => string,
): Counter {
  return app.createRateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${key(request)}` });
}

// The routes' body schemas have made it a trimmed, lower-cased e-mail address.
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email;

/** The account and its password, hashed: a new password names a new key, whose count starts afresh. */
const accountWithPassword = (secret: Uint8Array, email: string, passwordHash: string | undefined) =>
  createHmac('sha256', secret)
    .update(`${email}\n${passwordHash ?? ''}`)
    .digest('base64url')
    .slice(0, 22);

function refuse(reply: FastifyReply, ttlInSeconds: number): never {
  reply.header('retry-after', Math.max(1, ttlInSeconds));
  throw new AppError('RATE_LIMITED');
}

export function loginAttemptLimit(app: FastifyInstance) {
  const { secret } = app.sessionKeys;
  const account = (request: FastifyRequest) => accountKey(secret, emailOf(request));
  const pair = counter(app, 'login-pair', LOGIN_ATTEMPTS.perPair, WINDOW, (request) => {
    return `${clientKey(request)}|${account(request)}`;
  });
  // Failures are counted by a key `failuresOf` chooses for the request: the account and its
  // password, or the known device.
  const failureKeys = new WeakMap<FastifyRequest, string>();
  const keyOf = (request: FastifyRequest) => failureKeys.get(request) ?? account(request);
  const accountFailures = counter(app, 'login-failures', LOGIN_ATTEMPTS.perAccount, WINDOW, keyOf);
  const deviceFailures = counter(app, 'login-device-failures', LOGIN_ATTEMPTS.perKnownDevice, WINDOW, keyOf);
  return {
    /** The route's preHandler: every attempt counts against its (address, account) pair. */
    checkPair: async (request: FastifyRequest, reply: FastifyReply) => {
      const byPair = await pair(request);
      if (!byPair.isAllowed && byPair.isExceeded) refuse(reply, byPair.ttlInSeconds);
    },
    /**
     * The failures this request answers to, given the password hash of the account the e-mail names
     * (if any): the account's, or a known device's own. `check` before the password is verified,
     * `count` when it was wrong.
     */
    failuresOf(request: FastifyRequest, reply: FastifyReply, passwordHash: string | undefined) {
      const email = emailOf(request);
      const device = knownDevice(request, secret, email);
      const failures = device ? deviceFailures : accountFailures;
      failureKeys.set(request, device ?? accountWithPassword(secret, email, passwordHash));
      return {
        check: async () => {
          // A look without counting: the budget is spent when nothing of it remains.
          const seen = await failures(request, { increment: false });
          if (!seen.isAllowed && seen.remaining <= 0) refuse(reply, seen.ttlInSeconds);
        },
        count: async () => {
          await failures(request);
        },
      };
    },
  };
}

/** Whether a reset request may mail a link (RESET_MAILS); beyond the limits no mail goes, silently. */
export function resetMailLimit(app: FastifyInstance) {
  const { secret } = app.sessionKeys;
  const account = (request: FastifyRequest) => accountKey(secret, emailOf(request));
  const perAccount = counter(app, 'forgot-account', 1, RESET_MAILS.cooldown, account);
  const perKnownDevice = counter(app, 'forgot-device', RESET_MAILS.perKnownDevice, WINDOW, (request) => {
    return `${clientKey(request)}|${account(request)}`;
  });
  return async (request: FastifyRequest): Promise<boolean> => {
    const known = knownDevice(request, secret, emailOf(request)) !== undefined;
    const result = await (known ? perKnownDevice : perAccount)(request);
    return result.isAllowed || !result.isExceeded;
  };
}
