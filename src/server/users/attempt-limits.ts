import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { AppError } from '../app-error';
import { clientKey } from '../plugins/rate-limit';

const WINDOW = '15 minutes';

/**
 * One address, every account together. Many phones share one operator address (carrier-grade NAT),
 * so an address gets far more attempts than one account: guessing is held back per account below.
 */
export const ADDRESS_ATTEMPTS = { max: 100, timeWindow: WINDOW } as const;

/** Sign-ups from one address: rare, but a class or an office may sign up behind one address. */
export const ADDRESS_SIGN_UPS = { max: 30, timeWindow: WINDOW } as const;

/**
 * Logins to one account: from one address (the guesser at hand), and from every address together
 * (guesses spread over many). The pair is the tighter one, so one address alone cannot use up the
 * account's budget and lock its owner out.
 */
export const LOGIN_ATTEMPTS = { perPair: 10, perAccount: 20 } as const;

/** Reset links mailed to one account, whoever asks: each is a mail in the owner's inbox. */
export const RESET_REQUESTS = { perAccount: 5 } as const;

type Counter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counters on the account named by the body's `email`, in the shared store (Redis when set). The
 * account is a keyed hash of its address: the store holds no e-mail and no key longer than a hash.
 */
function accountCounters(app: FastifyInstance, action: string) {
  const account = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const normalized = typeof email === 'string' ? email.trim().toLowerCase() : '';
    return createHmac('sha256', app.sessionKeys.secret).update(normalized).digest('base64url').slice(0, 22);
  };
  const counter = (kind: string, max: number, key: (request: FastifyRequest) => string): Counter =>
    app.createRateLimit({
      max,
      timeWindow: WINDOW,
      keyGenerator: (request) => `${action}-${kind}:${key(request)}`,
    });
  return {
    perPair: (max: number) => counter('pair', max, (request) => `${clientKey(request)}|${account(request)}`),
    perAccount: (max: number) => counter('account', max, account),
  };
}

function refuse(reply: FastifyReply, ttlInSeconds: number): never {
  reply.header('retry-after', ttlInSeconds);
  throw new AppError('RATE_LIMITED');
}

/**
 * Login attempts: every attempt counts against its (address, account) pair, only failures against the
 * account, so its owner's own logins never use up its budget. `check` is the route's preHandler;
 * `failed` is called when the password was wrong.
 */
export function loginAttemptLimit(app: FastifyInstance) {
  const counters = accountCounters(app, 'login');
  const pair = counters.perPair(LOGIN_ATTEMPTS.perPair);
  const account = counters.perAccount(LOGIN_ATTEMPTS.perAccount);
  return {
    check: async (request: FastifyRequest, reply: FastifyReply) => {
      const byPair = await pair(request);
      if (!byPair.isAllowed && byPair.isExceeded) refuse(reply, byPair.ttlInSeconds);
      // A look without counting: the budget is spent when nothing of it remains.
      const byAccount = await account(request, { increment: false });
      if (!byAccount.isAllowed && byAccount.remaining <= 0) refuse(reply, byAccount.ttlInSeconds);
    },
    failed: async (request: FastifyRequest) => {
      await account(request);
    },
  };
}

/**
 * Reset mails to one account, whoever asks. Beyond the cap the answer stays the same 200 and no mail
 * goes: a stranger asking for someone's link cannot stop its owner from asking, nor fill their inbox.
 */
export function resetMailLimit(app: FastifyInstance) {
  const account = accountCounters(app, 'forgot').perAccount(RESET_REQUESTS.perAccount);
  return async (request: FastifyRequest): Promise<boolean> => {
    const result = await account(request);
    return result.isAllowed || !result.isExceeded;
  };
}
