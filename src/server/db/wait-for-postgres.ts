import type pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable';
import { serviceAddress } from '../service-address';

/** PostgreSQL did not answer in time: its message is the one line to print. */
export class DatabaseUnavailableError extends Error {}

export interface DatabaseWait {
  /** How long to keep trying; 0 tries once. */
  seconds: number;
  /** Told once, when the first try fails, that it waits. */
  notice: (line: string) => void;
}

const FIRST_DELAY_MS = 250;
const LONGEST_DELAY_MS = 5_000;

/**
 * A first connection from `pool`, retried with backoff while PostgreSQL does not answer (a machine
 * still booting, a database container started with the app, a failover) for up to `wait.seconds`.
 * Other failures, such as a wrong password, are thrown at once: waiting would not mend them.
 */
export async function waitForPostgres(
  pool: pg.Pool,
  url: string,
  wait: DatabaseWait,
): Promise<pg.PoolClient> {
  const database = serviceAddress(url, 5432);
  const deadline = Date.now() + wait.seconds * 1000;
  for (let attempt = 0, delay = FIRST_DELAY_MS; ; attempt++, delay = Math.min(delay * 2, LONGEST_DELAY_MS)) {
    try {
      return await pool.connect();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // ECONNREFUSED, ENOTFOUND…, or what PostgreSQL said ("the database system is starting up").
      const { code, message } = error as { code?: string; message: string };
      const reason = code && /^E[A-Z_]+$/.test(code) ? code : message;
      if (Date.now() >= deadline) {
        const within = wait.seconds > 0 ? ` within ${wait.seconds} s` : '';
        throw new DatabaseUnavailableError(
          `PostgreSQL at ${database} did not answer${within} (${reason}); giving up`,
        );
      }
      if (attempt === 0)
        wait.notice(
          `PostgreSQL at ${database} does not answer (${reason}); retrying for up to ${wait.seconds} s`,
        );
      await new Promise((resolve) => setTimeout(resolve, Math.min(delay, deadline - Date.now())));
    }
  }
}
