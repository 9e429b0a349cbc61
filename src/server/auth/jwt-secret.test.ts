import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { loadJwtSecret } from './jwt-secret';

// The embedded database keeps the key in DATA_DIR; the two-instance test covers PostgreSQL.
const embedded = { kind: 'pglite' } as Database;

describe('the token signing key', () => {
  it('is generated once, kept readable only by its owner, and reused', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-secret-'));
    const first = await loadJwtSecret(undefined, dir, embedded);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(await loadJwtSecret(undefined, dir, embedded)).toEqual(first);
    fs.rmSync(dir, { recursive: true });
  });

  it('is JWT_SECRET when that is set', async () => {
    const secret = await loadJwtSecret('k'.repeat(40), '/nonexistent', embedded);
    expect(new TextDecoder().decode(secret)).toBe('k'.repeat(40));
  });
});
