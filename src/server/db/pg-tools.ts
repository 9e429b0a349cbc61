import { spawn } from 'node:child_process';

// PostgreSQL's own dump and restore programs, run as child processes. The password never goes on the
// command line (where `ps` shows it to every user of the machine): it goes in PGPASSWORD.

/** What to install when the programs are missing: Debian's package of PostgreSQL's client programs. */
export const PG_CLIENT_PACKAGE = 'postgresql-client';

/** A problem with the dump or restore programs; the message says what to do. */
export class PgToolError extends Error {}

/** Runs pg_dump or pg_restore on the database of `url` with `args`; rejects with its own words. */
export function runPgTool(program: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const env = { ...process.env, ...(password && { PGPASSWORD: password }) };
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${target.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new PgToolError(
              `${program} was not found. It comes with PostgreSQL's client programs: install them ` +
                `(Debian, Ubuntu: sudo apt-get install ${PG_CLIENT_PACKAGE}), of the same major ` +
                'version as the server or newer.',
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new PgToolError(`${program} failed (exit code ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}
