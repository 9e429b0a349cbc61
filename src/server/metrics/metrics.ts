import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RequestHistogram } from './request-histogram';

export { UNMATCHED_ROUTE } from './request-histogram';

// Every series the app exposes is declared here, with every label it may carry: routes are patterns
// (`/api/v1/property/:id`), jobs are job names, the rest are fixed words. Nothing a user typed, no
// id, address or number ever becomes a label (docs/deploy.md lists the series).

/** A refused request's limit: its kind's address budget, a route's own, or a budget the app counts. */
export type RefusingLimit = 'address' | 'route' | 'budget';
export type Outcome = 'sent' | 'failed';
export type SmsLaneName = 'known' | 'fresh' | 'alerts';

// The numbers read at scrape time (operations/system-numbers.ts gathers them).
/** What waits in a job's queue: queued (`created`), waiting for a retry, and running (`active`). */
export interface JobDepth {
  job: string;
  created: number;
  retry: number;
  active: number;
}
export interface SmsToday {
  spent: Record<SmsLaneName, number>;
  refused: number;
  dailyCap: number;
}
export interface ReviewQueue {
  listings: number;
  revisions: number;
  /** How long the longest-waiting one has waited, in seconds; 0 when none waits. */
  oldestSeconds: number;
}
export interface PhotoQueue {
  running: number;
  waiting: number;
  concurrency: number;
  maxWaiting: number;
  /** Stored photos the backfill job has not fingerprinted yet. */
  unfingerprinted: number;
}
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}
export type Collector = 'jobs' | 'sms' | 'review_queue' | 'photos' | 'database_pool';

/**
 * What features and the platform count through: each call is a counter or histogram step, cheap
 * enough for every request. With metrics off (no METRICS_TOKEN or METRICS_ALLOW) every method does
 * nothing.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** An answered request, by its route's pattern (undefined: no route matched). */
  request(method: string, route: string | undefined, statusCode: number, seconds: number): void;
  rateLimited(kind: 'api' | 'page' | 'file', limit: RefusingLimit): void;
  jobRun(job: string, failed: boolean, seconds: number): void;
  mail(outcome: Outcome): void;
  sms(outcome: Outcome): void;
  /** Scrape time: the numbers gathered, or null for one that could not be read (its gauges are cleared). */
  scraped(collector: 'jobs', numbers: JobDepth[] | null): void;
  scraped(collector: 'sms', numbers: SmsToday | null): void;
  scraped(collector: 'review_queue', numbers: ReviewQueue | null): void;
  scraped(collector: 'photos', numbers: PhotoQueue | null): void;
  scraped(collector: 'database_pool', numbers: PoolStats | null): void;
  /** The Prometheus text of every series, and its content type. */
  text(): Promise<string>;
  readonly contentType: string;
}

// Seconds: most answers take milliseconds; search and pages tens of them; an upload seconds.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900];
const noop = () => {};
/** Metrics off: what the app uses without METRICS_TOKEN or METRICS_ALLOW, and scripts always. */
export const NO_METRICS: Metrics = {
  enabled: false,
  request: noop,
  rateLimited: noop,
  jobRun: noop,
  mail: noop,
  sms: noop,
  scraped: noop,
  text: async () => '',
  contentType: 'text/plain; version=0.0.4; charset=utf-8',
};

/** One registry per app (tests build many apps in one process), with Node's default metrics. */
export function createMetrics({ enabled }: { enabled: boolean }): Metrics {
  if (!enabled) return NO_METRICS;
  const registry = new Registry();
  const registers = [registry];
  // Event-loop lag, CPU, memory, heap, handles and GC, as prom-client names them.
  collectDefaultMetrics({ register: registry });

  // Not in the registry: its text is written after the registry's (request-histogram.ts says why).
  const requests = new RequestHistogram(
    'thikana_http_request_duration_seconds',
    'Answered requests by method, route pattern and status class; _count is the number of requests',
    REQUEST_BUCKETS,
  );
  const refusals = new Counter({
    name: 'thikana_rate_limited_total',
    help: 'Requests refused with 429, by traffic kind and the limit that refused them',
    labelNames: ['kind', 'limit'] as const,
    registers,
  });
  const jobRuns = new Histogram({
    name: 'thikana_job_run_duration_seconds',
    help: 'Job runs in this instance by job and outcome; _count is the number of runs',
    labelNames: ['job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const mails = new Counter({
    name: 'thikana_mail_total',
    help: 'Mails handed to SMTP (or the outbox), by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  const sms = new Counter({
    name: 'thikana_sms_total',
    help: 'SMS handed to the gateway (or the outbox), by outcome',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['sent', 'failed'] as const) {
    mails.labels(outcome).inc(0);
    sms.labels(outcome).inc(0);
  }

  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers });
  const jobDepth = gauge(
    'thikana_job_queue_depth',
    'Jobs in the queue by job and state (created, retry, active)',
    ['job', 'state'],
  );
  const smsSpent = gauge('thikana_sms_spent_today', 'SMS taken from today’s budget (Asia/Dhaka) by lane', [
    'lane',
  ]);
  const smsRefused = gauge('thikana_sms_refused_today', 'SMS refused today because a lane was spent');
  const smsCap = gauge('thikana_sms_daily_cap', 'SMS_DAILY_CAP: SMS a day, every lane together');
  const review = gauge(
    'thikana_review_queue_listings',
    'Listings waiting for review, by kind (listing, revision)',
    ['kind'],
  );
  const reviewOldest = gauge(
    'thikana_review_queue_oldest_seconds',
    'How long the longest-waiting listing or revision has waited for review',
  );
  const photoQueue = gauge(
    'thikana_photo_queue_uploads',
    'Uploads in this instance’s image queue, by state',
    ['state'],
  );
  const photoQueueLimit = gauge('thikana_photo_queue_limit', 'The image queue’s places, by state', ['state']);
  const unfingerprinted = gauge(
    'thikana_photos_awaiting_fingerprint',
    'Stored photos the fingerprint job has not reached yet',
  );
  const pool = gauge('thikana_db_pool_connections', 'PostgreSQL pool connections, by state (in_use, idle)', [
    'state',
  ]);
  const poolWaiting = gauge('thikana_db_pool_waiting', 'Queries waiting for a PostgreSQL pool connection');
  const poolMax = gauge('thikana_db_pool_max', 'The PostgreSQL pool’s size');
  const collectorUp = gauge(
    'thikana_scrape_collector_up',
    '1 when a scrape-time collector read its numbers, 0 when it failed',
    ['collector'],
  );

  const scrapedNumbers = {
    jobs(numbers: JobDepth[]) {
      for (const { job, created, retry, active } of numbers) {
        jobDepth.labels(job, 'created').set(created);
        jobDepth.labels(job, 'retry').set(retry);
        jobDepth.labels(job, 'active').set(active);
      }
    },
    sms(numbers: SmsToday) {
      for (const [lane, spent] of Object.entries(numbers.spent)) smsSpent.labels(lane).set(spent);
      smsRefused.set(numbers.refused);
      smsCap.set(numbers.dailyCap);
    },
    review_queue(numbers: ReviewQueue) {
      review.labels('listing').set(numbers.listings);
      review.labels('revision').set(numbers.revisions);
      reviewOldest.set(numbers.oldestSeconds);
    },
    photos(numbers: PhotoQueue) {
      photoQueue.labels('running').set(numbers.running);
      photoQueue.labels('waiting').set(numbers.waiting);
      photoQueueLimit.labels('running').set(numbers.concurrency);
      photoQueueLimit.labels('waiting').set(numbers.maxWaiting);
      unfingerprinted.set(numbers.unfingerprinted);
    },
    database_pool(numbers: PoolStats) {
      pool.labels('in_use').set(numbers.total - numbers.idle);
      pool.labels('idle').set(numbers.idle);
      poolWaiting.set(numbers.waiting);
      poolMax.set(numbers.max);
    },
  } satisfies Record<Collector, (numbers: never) => void>;
  const gaugesOf: Record<Collector, Gauge[]> = {
    jobs: [jobDepth],
    sms: [smsSpent, smsRefused, smsCap],
    review_queue: [review, reviewOldest],
    photos: [photoQueue, photoQueueLimit, unfingerprinted],
    database_pool: [pool, poolWaiting, poolMax],
  };

  return {
    enabled: true,
    request(method, route, statusCode, seconds) {
      requests.observe(method, route, statusCode, seconds);
    },
    rateLimited(kind, limit) {
      refusals.labels(kind, limit).inc();
    },
    jobRun(job, failed, seconds) {
      jobRuns.labels(job, failed ? 'failed' : 'done').observe(seconds);
    },
    mail(outcome) {
      mails.labels(outcome).inc();
    },
    sms(outcome) {
      sms.labels(outcome).inc();
    },
    scraped(collector: Collector, numbers: unknown) {
      // A gauge keeps no series of a past reading: a job gone, a failed read, no stale numbers.
      for (const g of gaugesOf[collector]) g.reset();
      collectorUp.labels(collector).set(numbers === null ? 0 : 1);
      if (numbers !== null) (scrapedNumbers[collector] as (n: unknown) => void)(numbers);
    },
    text: async () => `${await registry.metrics()}\n${requests.text()}`,
    contentType: registry.contentType,
  };
}
