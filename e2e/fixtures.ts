import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on an unexpected console error or an uncaught page error (STYLE.md); a test
 * names the errors it expects, such as the 404 of a missing listing.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  allowConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page in the given language, as a returning visitor whose choice is stored. */
export async function openIn(page: Page, language: string, path: string) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(path);
}
