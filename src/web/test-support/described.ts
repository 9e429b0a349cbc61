import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';

/** That a field (or a group of them) is told with these words: what a screen reader reads after its name. */
export function expectDescribed(field: Locator, words: string | RegExp) {
  return expect.element(field).toHaveAccessibleDescription(words);
}
