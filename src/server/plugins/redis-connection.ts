import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { serviceAddress } from '../service-address';

/** How long a request may wait for Redis before it counts in this process instead. */
const ANSWER_WITHIN_MS = 500;

export interface RedisConnection {
  client: Redis;
  /** Connected and ready: while it is not, nothing is sent and callers do without it. */
  isUp(): boolean;
  close(): Promise<void>;
}

/**
 * A Redis connection that never holds a request up. While it is not connected a command fails at once
 * (no offline queue, no retries), and one that gets no answer fails within ANSWER_WITHIN_MS; a
 * connection that stops answering is dropped. It reconnects in the background, logs once when Redis
 * goes away and once when it is back, and resolves when its first connection has succeeded or failed.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: ANSWER_WITHIN_MS,
    connectTimeout: 2 * ANSWER_WITHIN_MS,
    // A silent connection (a network fault rather than a closed port) is given up and reopened.
    socketTimeout: 2 * ANSWER_WITHIN_MS,
    retryStrategy: (attempts) => Math.min(attempts * 200, 2_000),
  });
  const where = serviceAddress(url, 6379);
  let up: boolean | undefined;
  let closing = false;
  const wentAway = (reason: string) => {
    if (up === false || closing) return;
    up = false;
    log.warn(
      `Redis at ${where} does not answer (${reason}): rate limits count in this process until it does`,
    );
  };
  // Every failed reconnection emits 'error' too: the log has one line per outage, not one per attempt.
  client.on('error', (error: Error) => wentAway(error.message));
  client.on('close', () => wentAway('connection closed'));
  client.on('ready', () => {
    if (up === false) log.info(`Redis at ${where} answers again: rate limits count in Redis`);
    up = true;
  });

  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      client.off('ready', settle).off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, 4 * ANSWER_WITHIN_MS);
    client.once('ready', settle).once('error', settle);
  });

  return {
    client,
    isUp: () => client.status === 'ready',
    async close() {
      closing = true;
      await client.quit().catch(() => client.disconnect());
    },
  };
}
