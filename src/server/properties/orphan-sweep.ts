import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Storage } from '../media/storage';
import { sweepOrphanFiles } from './sweep-orphan-files';

// Once the instance has settled after start-up, then every six hours: an orphan costs only its bytes.
const FIRST_SWEEP_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

// Any constant will do: it names the one lock that instances sweeping at once contend for.
const ORPHAN_SWEEP_LOCK = 7_413_021;

export interface OrphanSweep {
  /** No further sweep starts; one under way stops after the file at hand, and then this resolves. */
  stop(): Promise<void>;
}

/**
 * Runs sweepOrphanFiles in this process now and then, one instance at a time (several instances
 * share one database and one bucket). It logs counts only: file names say nothing to an operator.
 */
export function startOrphanSweep(
  database: Database,
  storage: Storage,
  log: FastifyBaseLogger,
  { firstAfterMs = FIRST_SWEEP_MS, everyMs = SWEEP_EVERY_MS } = {},
): OrphanSweep {
  let running: Promise<void> | undefined;
  const stopping = new AbortController();

  const sweep = async () => {
    try {
      const result = await database.runAlone(ORPHAN_SWEEP_LOCK, () =>
        sweepOrphanFiles(database.db, storage, { signal: stopping.signal }),
      );
      if (result) log.info(result, 'orphan sweep: removed the photo files that no row points at');
      else log.info('orphan sweep: another instance is sweeping');
    } catch (error) {
      log.warn({ err: error }, 'orphan sweep failed; the next one tries again');
    }
  };
  let timer: NodeJS.Timeout;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      running = sweep().finally(() => {
        running = undefined;
        if (!stopping.signal.aborted) schedule(everyMs);
      });
    }, delay);
    // A pending sweep does not keep the process alive.
    timer.unref();
  };
  schedule(firstAfterMs);

  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
