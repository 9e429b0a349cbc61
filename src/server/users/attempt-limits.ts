import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { AppError } from '../app-error';
import type { UserRow } from '../auth/viewer';
import { clientKey, createCounter, type Count } from '../plugins/rate-limit';
import { accountKey, accountWithPassword } from './account-keys';
import { DEVICE_COOKIE, knownDevice } from './known-device';
import { normalizeBdPhone } from '../../shared/phone';
import { findLoginAccount } from './login-user';
import { RESET_COOLDOWN_MINUTES } from '../../shared/password-reset';

const WINDOW = '15 minutes';

/**
 * One address, every account together. Many phones share one operator address (carrier-grade NAT),
 * so an address gets far more attempts than one account: guessing is held back per account below.
 */
export const ADDRESS_ATTEMPTS = { max: 100, timeWindow: WINDOW } as const;

/** Sign-ups from one address: rare, but a class or an office may sign up behind one address. */
export const ADDRESS_SIGN_UPS = { max: 30, timeWindow: WINDOW } as const;

/**
 * Logins to one account, every attempt counted before its password is verified: parallel guesses
 * cannot pass a count not made yet. So a success from a browser that is not a known device of the
 * account (known-device.ts) spends one of the budget too — the price of that, and small.
 * From such a browser an attempt counts against its (address, account) pair, `perPair`, and against
 * the account from every address together (guesses spread over many), `perAccount`, whose key holds
 * the password hash: a new password starts its count afresh. From a known device it counts against
 * that device alone, `perKnownDevice`, wherever it is: guessers sharing the owner's address
 * (carrier-grade NAT) spend neither the owner's budget nor, on login, the address's ceiling.
 */
export const LOGIN_ATTEMPTS = { perPair: 10, perAccount: 20, perKnownDevice: 10 } as const;

/**
 * Reset mails to one account (password-reset.ts). Asked for from a browser that is not a known device
 * of it: none while a link mailed less than `cooldownMinutes` ago lives (30 minutes) in the inbox, and
 * at most `perDay` a day, whoever asks, so strangers cannot fill the owner's inbox. From a known
 * device: a mail each time, up to `perKnownDevice` a day per device. The answer is the same 200 either
 * way.
 */
export const RESET_MAILS = {
  cooldownMinutes: RESET_COOLDOWN_MINUTES,
  perDay: 10,
  perKnownDevice: 5,
} as const;

// The routes' body schemas have made it a trimmed, lower-cased e-mail address, or (a login by number)
// an E.164 number: an account's name in the counters' keys either way (the two never look alike).
const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: string; phone?: string | null };
  return body.email ?? body.phone ?? '';
};

function refuseWhenExceeded(reply: FastifyReply, count: Count): void {
  if (!count.isExceeded) return;
  reply.header('retry-after', Math.max(1, count.ttlInSeconds));
  throw new AppError('RATE_LIMITED');
}

export function loginAttemptLimit(app: FastifyInstance) {
  const { secret } = app.sessionKeys;
  // The keys of the request at hand, which need its account: set by `admit`.
  const keys = new WeakMap<FastifyRequest, string>();
  const counter = (name: string, max: number) =>
    createCounter(app, {
      max,
      timeWindow: WINDOW,
      keyGenerator: (request) => `${name}:${keys.get(request)}`,
    });
  const pair = counter('login-pair', LOGIN_ATTEMPTS.perPair);
  const account = counter('login-account', LOGIN_ATTEMPTS.perAccount);
  const device = counter('login-device', LOGIN_ATTEMPTS.perKnownDevice);

  async function count(request: FastifyRequest, reply: FastifyReply, counter: typeof pair, key: string) {
    keys.set(request, key);
    refuseWhenExceeded(reply, await counter(request));
  }

  return {
    /**
     * The route's ceiling per address (ADDRESS_ATTEMPTS), counted once the body is read (a body the
     * schema refuses counts too): a browser that is a known device of the account it names is exempt.
     */
    perAddress: {
      ...ADDRESS_ATTEMPTS,
      hook: 'preValidation',
      allowList: async (request: FastifyRequest) => {
        const body = request.body as { email?: unknown; phone?: unknown } | undefined;
        if (!request.cookies[DEVICE_COOKIE]) return false;
        const name =
          typeof body?.email === 'string'
            ? { email: body.email.trim().toLowerCase() }
            : typeof body?.phone === 'string'
              ? { phone: normalizeBdPhone(body.phone) }
              : undefined;
        if (!name) return false;
        return knownDevice(request, secret, await findLoginAccount(app.db, name)) !== undefined;
      },
    } satisfies RateLimitOptions,
    /** Counts the attempt on the account the e-mail or number names (if any), and refuses it beyond a budget. */
    admit: async (request: FastifyRequest, reply: FastifyReply, user: UserRow | undefined) => {
      const email = emailOf(request);
      const nonce = knownDevice(request, secret, user);
      if (nonce) return count(request, reply, device, nonce);
      await count(request, reply, pair, `${clientKey(request)}|${accountKey(secret, email)}`);
      await count(request, reply, account, accountWithPassword(secret, email, user?.passwordHash ?? ''));
    },
  };
}

/**
 * How a reset mail to this account may go (RESET_MAILS): 'device', from a known device within its own
 * budget; 'account', as the account's cooldown and daily cap allow; 'none' beyond the device's budget.
 */
export function resetMailLimit(app: FastifyInstance) {
  const { secret } = app.sessionKeys;
  const devices = new WeakMap<FastifyRequest, string>();
  const perDevice = createCounter(app, {
    max: RESET_MAILS.perKnownDevice,
    timeWindow: '1 day',
    keyGenerator: (request) => `forgot-device:${devices.get(request)}`,
  });
  return async (request: FastifyRequest, user: UserRow): Promise<'device' | 'account' | 'none'> => {
    const nonce = knownDevice(request, secret, user);
    if (!nonce) return 'account';
    devices.set(request, nonce);
    return (await perDevice(request)).isExceeded ? 'none' : 'device';
  };
}
