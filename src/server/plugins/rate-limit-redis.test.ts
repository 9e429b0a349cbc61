import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

// Two instances on one Redis share their counters (REDIS_URL). Runs where a Redis answers (CI sets it).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl! });
    b = await createTestApp({ REDIS_URL: redisUrl! });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts one address across both instances', async () => {
    // Redis outlives test runs: an address of its own for this run.
    const from = `10.250.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    const login = (t: TestContext) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: from,
        payload: { email: `nobody-${Math.random()}@example.com`, password: 'wrong password' },
      });
    for (let i = 0; i < 5; i++) {
      expect((await login(a)).statusCode).toBe(401);
      expect((await login(b)).statusCode).toBe(401);
    }
    expect((await login(a)).statusCode).toBe(429);
  });
});
