import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountCallback } from '@fastify/rate-limit/store/LocalStore.js';
import { createTestApp, type TestContext } from '../test/test-app';
import { counterStore, KEYS_PER_COUNTER } from './counter-store';

const redisUrl = process.env.TEST_REDIS_URL;

interface Store {
  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  child(options: object): Store;
}

const count = (store: Store, key: string, max: number) =>
  new Promise<number>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!.current)), 60_000, max),
  );

describe('counts kept in the process (no Redis)', () => {
  it('keep an address counted while as many other addresses as a counter holds are counted', async () => {
    // The real capacity (KEYS_PER_COUNTER) is 50,000: a small one shows the same at test speed.
    const capacity = 500;
    const CounterStore = counterStore(null, capacity);
    const root: unknown = new CounterStore({});
    const route = (root as Store).child({ routeInfo: { method: 'PATCH', url: '/x' } });
    for (let i = 0; i < 11; i++) await count(route, 'guesser', 10);
    for (let i = 0; i < capacity - 1; i++) await count(route, `other-${i}`, 10);
    expect(await count(route, 'guesser', 10), 'still counted, still refused').toBe(12);
    // One more than it holds pushes the least recently counted out: the capacity is what it was given.
    for (let i = 0; i < capacity; i++) await count(route, `more-${i}`, 10);
    expect(await count(route, 'guesser', 10)).toBe(1);
  });

  it('hold ten times the plugin’s default of 5,000 keys a counter', () => {
    expect(KEYS_PER_COUNTER).toBeGreaterThanOrEqual(50_000);
  });
});

describe.skipIf(!redisUrl)('counts kept in Redis', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: redisUrl! });
  });
  afterAll(() => t?.close());

  it('are named by the route or the counter, never `undefined`', async () => {
    // Not newClientAddress(): the keys of an earlier run may still be in Redis.
    const from = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 256)).join('.')}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: from,
      payload: { email: `nobody-${Date.now()}@example.com`, password: 'not the password 1' },
    });
    expect(response.statusCode).toBe(401);
    const keys = (await t.app.redis!.client.keys(`thikana-rl:*${from}*`)).sort();
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    expect(keys).toEqual(
      expect.arrayContaining([
        `thikana-rl:POST/api/v1/user/login-api:${from}`,
        expect.stringMatching(new RegExp(`^thikana-rl:counter:login-pair:${from.replaceAll('.', '\\.')}\\|`)),
      ]),
    );
  });
});
