import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { AppError } from '../app-error';

export interface ImageQueue {
  /** Runs `job` once a place is free; refuses at once (PHOTOS_BUSY, 503) when too many wait already. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** True when `run` would refuse: the routes check it before spending anyone's upload budget. */
  isFull(): boolean;
  /** Jobs running and waiting now, and the places for each (the metrics read them at scrape time). */
  stats(): { running: number; waiting: number; concurrency: number; maxWaiting: number };
}

/**
 * A semaphore with a bounded waiting line. Jobs start in the order they came; a full line refuses
 * rather than piling up requests that would wait for minutes and hold their memory meanwhile.
 */
export function createImageQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): ImageQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(job) {
      if (running < concurrency) running++;
      else if (waiting.length < maxWaiting) await new Promise<void>((start) => waiting.push(start));
      else throw new AppError('PHOTOS_BUSY');
      // A finished job hands its place straight to the next in line, so `running` never overshoots.
      try {
        return await job();
      } finally {
        release();
      }
    },
    isFull: () => running >= concurrency && waiting.length >= maxWaiting,
    stats: () => ({ running, waiting: waiting.length, concurrency, maxWaiting }),
  };
}

// Decoding and encoding photos may use at most half of the machine (and at least one core), so that
// search and pages keep the rest: one job at a time on two cores, two on four or more, each job on
// one libvips thread. (Twelve 40-megapixel PNGs in one request once cost ten seconds of CPU, and four
// such uploaders made search ten times slower.)
const IMAGE_JOBS = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
sharp.concurrency(1);

/**
 * Uploads whose photos may wait for their turn. A job is one request's photos: at most 100
 * megapixels, a few seconds of one core; the web app's twelve photos of 2048 px, half that.
 */
const MAX_WAITING_UPLOADS = 8;

/** The process's one queue: every upload's image work goes through it (CPU is per process). */
export const imageQueue = createImageQueue({ concurrency: IMAGE_JOBS, maxWaiting: MAX_WAITING_UPLOADS });
