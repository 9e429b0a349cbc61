import { describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { createScratchDatabase } from './test/scratch-database';
import { spawnServerProcess, waitForHealth } from './test/server-process';
import { serviceOf, startTcpProxy, throughPort } from './test/tcp-proxy';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Resolves with `promise`, or rejects when it takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)),
  ]);
}

async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The database of an instance may come up after it (a machine booting, a container started with it,
// a failover): the server waits for it with one line of explanation, not a stack trace.
describe('starting while PostgreSQL does not answer', () => {
  it('says which database it waits for in one line, then gives up in one line with exit code 1', async () => {
    const port = await freePort();
    const server = await spawnServerProcess({
      DATABASE_URL: `postgres://thikana:s3cret-word@127.0.0.1:${port}/thikana`,
      DATABASE_WAIT_SECONDS: '3',
    });
    try {
      const code = await within(server.exited, 30_000, 'the server did not exit');
      const errors = server.errors();
      expect(code, server.output()).toBe(1);
      expect(errors.trim().split('\n'), errors).toEqual([
        expect.stringMatching(
          new RegExp(
            `^PostgreSQL at 127\\.0\\.0\\.1:${port}/thikana does not answer .*; retrying for up to 3 s`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^PostgreSQL at 127\\.0\\.0\\.1:${port}/thikana did not answer within 3 s .*; giving up$`,
          ),
        ),
      ]);
      expect(server.output()).not.toContain('    at ');
      expect(server.output()).not.toContain('s3cret');
    } finally {
      await server.stop();
    }
    // It waits up to 30 s for the exit: the test's own limit is above that, not the default 30 s.
  }, 60_000);

  it.skipIf(!databaseUrl)(
    'comes up once the database answers within the wait',
    async () => {
      const scratch = await createScratchDatabase(databaseUrl!);
      // The proxy's port is the database's address, and nothing listens there yet.
      const port = await freePort();
      const server = await spawnServerProcess({
        DATABASE_URL: throughPort(scratch.url, port),
        LOG_LEVEL: 'warn',
      });
      let proxy: Awaited<ReturnType<typeof startTcpProxy>> | undefined;
      try {
        const waiting = () => server.errors().includes('does not answer');
        await until(() => waiting() || server.child.exitCode !== null, 30_000, 'no line about the wait');
        expect(waiting(), server.output()).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        proxy = await startTcpProxy(serviceOf(scratch.url, 5432), { port });
        await waitForHealth(server.url, server.child, 60);
        expect(server.errors().trim().split('\n'), server.errors()).toEqual([
          expect.stringMatching(
            /^PostgreSQL at 127\.0\.0\.1:\d+\/thikana_test_\w+ does not answer .*; retrying/,
          ),
        ]);
        expect(server.output()).not.toContain('    at ');
      } finally {
        await server.stop();
        await proxy?.close();
        await scratch.drop();
      }
    },
    90_000,
  );
});
