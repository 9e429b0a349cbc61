import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';

// autocannon 9 ships no types: the part of its programmatic API the benchmarks use.
export interface LoadContext {
  kind?: string;
  sentAt?: number;
}
export interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest, context: LoadContext) => LoadRequest;
  onResponse?: (status: number, body: string, context: LoadContext) => void;
}
export interface LoadResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '5xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
  requests: { total: number };
}
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    headers?: Record<string, string>;
    requests: LoadRequest[];
  },
  done: (error: Error | null, result: LoadResult) => void,
) => EventEmitter & { stop(): void };
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
