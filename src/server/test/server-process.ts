import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths';
import { freePort } from './free-port';

export interface ServerProcess {
  url: string;
  dataDir: string;
  /** What the server printed, for the failure message of a test. */
  output(): string;
  /** What it printed on stderr alone. */
  errors(): string;
  stop(): Promise<void>;
}

export interface SpawnedServer extends ServerProcess {
  child: ChildProcess;
  /** Its exit code, once it has exited by itself or been stopped. */
  exited: Promise<number | null>;
}

/**
 * The real server (src/server/main.ts) in a process of its own, with a DATA_DIR of its own, as one
 * instance of a deployment. Resolves once it answers its health check.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServerProcess(env);
  try {
    await waitForHealth(server.url, server.child);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${server.output()}`, { cause: error });
  }
  return server;
}

/** The same server process, started but not waited for: for tests of its start-up itself. */
export async function spawnServerProcess(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'src/server/main.ts')], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    errors += chunk.toString();
  });
  return {
    child,
    exited,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    errors: () => errors,
    async stop() {
      await stopChild(child);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the server at `url` answers its health check; fails if it exits or `seconds` pass. */
export async function waitForHealth(url: string, child: ChildProcess, seconds = 30): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer its health check within ${seconds} s`);
}

/** SIGTERM (the server closes its database), then SIGKILL if it has not exited after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
