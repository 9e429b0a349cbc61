import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('a file size as the settings screen shows it', () => {
  it('counts megabytes with one decimal and kilobytes whole', () => {
    expect(fileSize(7.6 * 1024 * 1024, 'en')).toBe('7.6 MB');
    expect(fileSize(188_416, 'en')).toBe('184 KB');
    expect(fileSize(1024 * 1024, 'en')).toBe('1.0 MB');
  });

  it('never says 0 KB of a file that has bytes', () => {
    expect(fileSize(300, 'en')).toBe('1 KB');
  });

  it('writes Bengali digits in bn', () => {
    expect(fileSize(7.6 * 1024 * 1024, 'bn')).toBe('৭.৬ MB');
    expect(fileSize(188_416, 'bn')).toBe('১৮৪ KB');
  });
});
