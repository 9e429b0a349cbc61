import { describe, expect, it } from 'vitest';
import { WIDEST_PHOTO } from '../../shared/photo-sizes';
import { needsScaling, PHOTO_LIMITS, scaledSize } from './scale-photo';

const MB = 1024 * 1024;

describe('the size a photo is sent at', () => {
  it('brings an avatar or a cover down to the widest variant the server keeps, proportions kept', () => {
    expect(WIDEST_PHOTO).toBe(1280);
    expect(scaledSize({ width: 4000, height: 3000 }, PHOTO_LIMITS.profile)).toEqual({
      width: 1280,
      height: 960,
    });
    // A portrait photo keeps its height: the server's variants are limited in width only.
    expect(scaledSize({ width: 3000, height: 4000 }, PHOTO_LIMITS.profile)).toEqual({
      width: 1280,
      height: 1707,
    });
  });

  it('brings a listing photo down to 2048 px on its longer side', () => {
    expect(scaledSize({ width: 4000, height: 3000 }, PHOTO_LIMITS.listing)).toEqual({
      width: 2048,
      height: 1536,
    });
    expect(scaledSize({ width: 3000, height: 4000 }, PHOTO_LIMITS.listing)).toEqual({
      width: 1536,
      height: 2048,
    });
  });

  it('never scales a photo up', () => {
    expect(scaledSize({ width: 800, height: 600 }, PHOTO_LIMITS.profile)).toEqual({
      width: 800,
      height: 600,
    });
    expect(scaledSize({ width: 1280, height: 5000 }, PHOTO_LIMITS.profile)).toEqual({
      width: 1280,
      height: 5000,
    });
  });

  it('keeps at least one pixel of a very thin photo, and never goes past the limit by rounding', () => {
    expect(scaledSize({ width: 40_000, height: 3 }, PHOTO_LIMITS.profile)).toEqual({
      width: 1280,
      height: 1,
    });
    for (let width = 1281; width < 1400; width++) {
      expect(scaledSize({ width, height: 997 }, PHOTO_LIMITS.profile).width).toBeLessThanOrEqual(1280);
    }
  });

  it('leaves a size it cannot read as it is', () => {
    expect(scaledSize({ width: 0, height: 0 }, PHOTO_LIMITS.profile)).toEqual({ width: 0, height: 0 });
  });
});

describe('which photos are re-encoded', () => {
  it('re-encodes a photo that is too wide, or small in pixels but heavy in bytes', () => {
    expect(needsScaling({ width: 4000, height: 3000 }, 300_000, PHOTO_LIMITS.profile)).toBe(true);
    expect(needsScaling({ width: 1000, height: 750 }, 3 * MB, PHOTO_LIMITS.profile)).toBe(true);
  });

  it('sends a photo that fits and is light as it is', () => {
    expect(needsScaling({ width: 1000, height: 750 }, 200_000, PHOTO_LIMITS.profile)).toBe(false);
    expect(needsScaling({ width: 2048, height: 1536 }, 1.5 * MB, PHOTO_LIMITS.listing)).toBe(false);
  });
});
