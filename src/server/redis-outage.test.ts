import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { serviceOf, startTcpProxy, throughPort, type TcpProxy } from './test/tcp-proxy';

const redisUrl = process.env.TEST_REDIS_URL;

// The server reaches Redis through a relay the test can cut, as a Redis restart, a failover or a
// network fault cuts it. Redis outlives test runs: each run's visitors have addresses of their own.
describe.skipIf(!redisUrl)('Redis going away and coming back', () => {
  let proxy: TcpProxy;
  let server: ServerProcess;
  let redis: Redis;
  const run = `${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
  const monitor = `10.241.${run}`;

  beforeAll(async () => {
    proxy = await startTcpProxy(serviceOf(redisUrl!, 6379));
    server = await startServerProcess({
      REDIS_URL: throughPort(redisUrl!, proxy.port),
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    });
    redis = new Redis(redisUrl!);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await redis?.quit();
  });

  const call = (path: string, from: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/v1${path}`, {
      ...init,
      headers: { 'x-forwarded-for': from, ...(init.body && { 'content-type': 'application/json' }) },
    });

  const health = async () => {
    const response = await call('/health', monitor);
    return { status: response.status, body: await response.json() };
  };

  async function healthBecomes(body: object, seconds: number): Promise<void> {
    const deadline = Date.now() + seconds * 1000;
    let last = await health();
    while (JSON.stringify(last.body) !== JSON.stringify(body) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      last = await health();
    }
    expect(last).toEqual({ status: 200, body });
  }

  const linesOf = (pattern: RegExp) =>
    server
      .output()
      .split('\n')
      .filter((line) => pattern.test(line));

  it('answers at once, counts logins in the process and says degraded; then goes back to Redis', async () => {
    expect(await health()).toEqual({ status: 200, body: { success: true, status: 'ok', redis: 'up' } });

    proxy.cut();
    const startedAt = Date.now();
    expect((await call('/meta', monitor)).status).toBe(200);
    // Generous for a busy machine, and still far below the 17 s a call once waited for Redis.
    expect(Date.now() - startedAt, 'an API call while Redis is away').toBeLessThan(2_500);

    // A password guesser meets the same limit: ten wrong passwords for one account from one address.
    const guesser = `10.242.${run}`;
    const email = `nobody-${Math.random()}@example.com`;
    const login = () =>
      call('/user/login', guesser, {
        method: 'POST',
        body: JSON.stringify({ email, password: 'wrong password' }),
      });
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      expect((await login()).status).toBe(401);
      expect(Date.now() - started, 'a login while Redis is away').toBeLessThan(6_000);
    }
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    // The instance still serves: a load balancer keeps it (200), the body says what is missing.
    await healthBecomes({ success: true, status: 'degraded', redis: 'down' }, 5);

    proxy.restore();
    await healthBecomes({ success: true, status: 'ok', redis: 'up' }, 20);

    // Counted in Redis again, where every instance sees the same count.
    const later = `10.243.${run}`;
    for (let i = 0; i < 2; i++) expect((await call('/meta', later)).status).toBe(200);
    expect(await redis.get(`thikana-rl:api:${later}`)).toBe('2');
    await redis.del(`thikana-rl:api:${later}`, `thikana-rl:api:${monitor}`);

    // One line when it went, one when it came back, however many reconnections failed between.
    expect(linesOf(/Redis .*does not answer/), server.output()).toHaveLength(1);
    expect(linesOf(/Redis .*answers again/), server.output()).toHaveLength(1);
    expect(server.output()).not.toMatch(/ioredis|Unhandled error/);
  }, 60_000);
});
