import { describe, expect, it } from 'vitest';
import { serviceAddress } from './service-address';

describe('a service address for the log', () => {
  it('keeps host, port and database, never the user or password', () => {
    expect(serviceAddress('postgres://thikana:s3cret@db.internal/thikana', 5432)).toBe(
      'db.internal:5432/thikana',
    );
    expect(serviceAddress('rediss://:s3cret@cache.internal:6380', 6379)).toBe('cache.internal:6380');
  });
});
