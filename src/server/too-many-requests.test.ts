import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandler } from './plugins/error-handler';
import { NO_METRICS } from './metrics/metrics';
import { newClientAddress } from './test/client-address';
import { createProperty, createUser } from './test/factories';
import { signUp } from './test/sign-up';
import { createTestApp, type TestContext } from './test/test-app';
import { ADDRESS_LIMITS, registerRateLimit, STRICT_LIMIT } from './plugins/rate-limit';
import { ADDRESS_ATTEMPTS, ADDRESS_SIGN_UPS, LOGIN_ATTEMPTS } from './users/attempt-limits';

// Every kind of 429 the app gives tells the client when to come back (RFC 9110 §10.2.3).
let t: TestContext;
let listingId: string;
beforeAll(async () => {
  t = await createTestApp();
  listingId = (await createProperty(t.database.db)).id;
});
afterAll(() => t.close());

interface Attempt {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: object;
  token?: string;
  cookie?: string;
}
const send = ({ method, url, body, token, cookie }: Attempt, remoteAddress: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(cookie && { cookie }) },
    ...(body && { payload: body }),
  });

const wrongLogin = async (): Promise<Attempt> => ({
  method: 'POST',
  url: '/user/login',
  body: { email: (await createUser(t.database.db)).email, password: 'not the password' },
});

// [limit, the request that spends it (the same each time), its budget, where the requests come from]
type Limit = [string, () => Attempt | Promise<Attempt>, () => number, 'one address' | 'many addresses'];
const limits: Limit[] = [
  ['the API, per address', () => ({ method: 'GET', url: '/meta' }), () => ADDRESS_LIMITS.api, 'one address'],
  [
    'logins, per address',
    () => ({ method: 'POST', url: '/user/login', body: {} }),
    () => ADDRESS_ATTEMPTS.max,
    'one address',
  ],
  ['logins, per address and account', wrongLogin, () => LOGIN_ATTEMPTS.perPair, 'one address'],
  ['logins, per account', wrongLogin, () => LOGIN_ATTEMPTS.perAccount, 'many addresses'],
  [
    'logins, per known device',
    async () => {
      const email = `device-${Date.now()}@example.com`;
      const password = 'Padma river at dusk 7';
      const signedUp = await signUp(t.app, { name: 'Nusrat Jahan', email, password });
      const cookie = [signedUp.headers['set-cookie']]
        .flat()
        .map(String)
        .find((c) => c.startsWith('thikana_device='));
      if (!cookie) throw new Error('a sign-up leaves no device cookie');
      return {
        method: 'POST',
        url: '/user/login',
        body: { email, password: 'wrong' },
        cookie: cookie.split(';')[0],
      };
    },
    () => LOGIN_ATTEMPTS.perKnownDevice,
    'many addresses',
  ],
  [
    'sign-ups, per address',
    () => ({ method: 'POST', url: '/user/register', body: {} }),
    () => ADDRESS_SIGN_UPS.max,
    'one address',
  ],
  [
    'reset requests, per address',
    () => ({ method: 'POST', url: '/user/password/forgot', body: {} }),
    () => ADDRESS_ATTEMPTS.max,
    'one address',
  ],
  [
    'reset links, per address',
    () => ({ method: 'PATCH', url: '/user/password/reset/some-token', body: {} }),
    () => STRICT_LIMIT.max,
    'one address',
  ],
  [
    'password changes, per account',
    async () => ({
      method: 'PATCH',
      url: '/user/password/update',
      body: {},
      token: await t.tokenFor((await createUser(t.database.db)).id),
    }),
    () => STRICT_LIMIT.max,
    'many addresses',
  ],
  [
    'reports, per address',
    () => ({ method: 'POST', url: `/property/${listingId}/report`, body: {} }),
    () => STRICT_LIMIT.max,
    'one address',
  ],
  [
    'contact messages, per address',
    () => ({ method: 'POST', url: '/contact', body: {} }),
    () => STRICT_LIMIT.max,
    'one address',
  ],
];

describe('every 429 says when to retry', () => {
  it.each(limits)('%s', async (_limit, prepare, budget, spread) => {
    const attempt = await prepare();
    const address = newClientAddress();
    const from = () => (spread === 'one address' ? address : newClientAddress());
    for (let i = 0; i < budget(); i++) {
      const res = await send(attempt, from());
      if (res.statusCode === 429) expect(`429 at attempt ${i + 1}`).toBe('not before the budget is spent');
    }
    const limited = await send(attempt, from());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });

  it('a 429 whose limit named no time still says when to retry', async () => {
    // A limit of the future that throws RATE_LIMITED without a header of its own.
    const app = Fastify();
    await registerRateLimit(app, undefined);
    registerErrorHandler(app, NO_METRICS);
    app.get('/busy', () => {
      throw new AppError('RATE_LIMITED');
    });
    const res = await app.inject({ method: 'GET', url: '/busy' });
    await app.close();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  });
});
