import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore, { type CountCallback } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisConnection } from './redis-connection';

/**
 * Keys each counter keeps in this process (least recently used first out), about 16 MB when full.
 * The plugin's default of 5,000 could be flooded: sending a few thousand logins for made-up accounts
 * pushed a real account's failure count out. Emptying one now takes 50,000 fresh keys within the
 * counter's window, for a login that is 500 addresses' worth of their own login limit.
 */
export const KEYS_PER_COUNTER = 50_000;

/** Redis keys start with this; docs/deploy.md names it. */
const NAME_SPACE = 'thikana-rl:';

interface Options {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** The route a child counts for; empty for a counter made with app.createRateLimit. */
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The Redis key prefix of a child: a route's counts under its method and URL, a counter's
 * (app.createRateLimit, which has no route; its keys name it, e.g. `login:…`) under `counter:`.
 * The plugin's own RedisStore.child reads the route alone, and named those `undefinedundefined-`.
 */
function childPrefix({ routeInfo }: Options): string {
  const { method, url } = routeInfo ?? {};
  return method && url ? `${[method].flat().join(',')}${url}-` : 'counter:';
}

/**
 * The store of every rate limit (@fastify/rate-limit's `store`): counts in Redis while it answers,
 * and in this process otherwise, so that a Redis outage neither holds requests up nor switches the
 * limits off. Each route's and each counter's store (`child`) has both, with `keysPerCounter` keys in
 * process. Counts made in the process stay there: when Redis is back, counting starts again there.
 */
export function counterStore(
  redis: RedisConnection | null,
  keysPerCounter = KEYS_PER_COUNTER,
): FastifyRateLimitStoreCtor {
  class CounterStore {
    private readonly local: LocalStore;
    private readonly shared: RedisStore | null;

    constructor(options: Options, prefix = '') {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      this.shared =
        redis && new RedisStore(continueExceeding, exponentialBackoff, redis.client, NAME_SPACE + prefix);
      this.local = new LocalStore(continueExceeding, exponentialBackoff, keysPerCounter);
    }

    incr(key: string, callback: CountCallback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: CountCallback, timeWindow: number, max: number): void {
      this.count('read', key, callback, timeWindow, max);
    }

    child(routeOptions: Options): CounterStore {
      return new CounterStore(routeOptions, childPrefix(routeOptions));
    }

    private count(
      method: 'incr' | 'read',
      key: string,
      callback: CountCallback,
      timeWindow: number,
      max: number,
    ): void {
      const inProcess = () => this.local[method](key, callback, timeWindow, max);
      if (!this.shared || !redis?.isUp()) return inProcess();
      // A command that fails or times out (the connection went a moment ago) is counted here instead.
      this.shared[method](
        key,
        (error, result) => (error ? inProcess() : callback(null, result)),
        timeWindow,
        max,
      );
    }
  }
  // The plugin's types name child()'s argument a route; it is given the route's limit options.
  return CounterStore as unknown as FastifyRateLimitStoreCtor;
}
