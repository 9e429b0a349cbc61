import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret';

describe('the token signing key', () => {
  it('is generated once, kept readable only by its owner, and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thikana-secret-'));
    const first = loadJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadJwtSecret(undefined, dir)).toEqual(first);
    fs.rmSync(dir, { recursive: true });
  });

  it('is JWT_SECRET when that is set', () => {
    expect(new TextDecoder().decode(loadJwtSecret('k'.repeat(40), '/nonexistent'))).toBe('k'.repeat(40));
  });
});
