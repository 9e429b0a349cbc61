import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The component tests run in a browser, with their own config (vitest.components.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.*'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
