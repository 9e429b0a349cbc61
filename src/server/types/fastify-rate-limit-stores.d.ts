// The two stores that @fastify/rate-limit ships (its own counting, its own Redis script), which
// plugins/counter-store.ts combines. The package publishes no types for them.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  export type CountCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache: number);
    incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
    /** The count, without adding to it. */
    read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { CountCallback } from '@fastify/rate-limit/store/LocalStore.js';
  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string);
    incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
    read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
    /** The store of one route or counter: its keys carry the route's method and URL. */
    child(routeOptions: object): RedisStore;
  }
}
