import fs from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { browserAliases } from './vite.config.js';
import { chromiumLaunchOptions as launchOptions } from './scripts/chromium-launch';

/**
 * The component tests (`npm run test:components`, issue 30): `src/web/**\/*.browser.test.tsx`, each
 * rendering real components in Debian's Chromium (Vitest's browser mode through Playwright, as the
 * end-to-end tests drive it), with the app's text namespaces (src/web/i18n/catalogue.ts) and the API
 * answered by a Mock Service Worker (src/web/test-support/api.ts). No style sheet: the tests find
 * things by role and label, as a screen reader does.
 */

/** MSW's service worker, served from the package at the root, where it may control the test pages. */
function mockServiceWorker(): Plugin {
  const file = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'thikana:mock-service-worker',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(fs.readFileSync(file));
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), mockServiceWorker()],
  resolve: { alias: browserAliases },
  // The app's public files (its own service worker among them) have no part in a component test.
  publicDir: false,
  optimizeDeps: {
    // Found up front: a dependency discovered in the middle of a run reloads the test page.
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react-router',
      'react-redux',
      '@reduxjs/toolkit',
      '@reduxjs/toolkit/query/react',
      'i18next',
      'react-i18next',
      'react-toastify',
      'msw',
      'msw/browser',
      'vitest-browser-react',
    ],
  },
  test: {
    include: ['src/web/**/*.browser.test.tsx'],
    setupFiles: ['src/web/test-support/setup.ts'],
    // The drafts and the outbox live in the page's origin (IndexedDB, localStorage), shared by every
    // test page: one file at a time, so no file sees another's.
    fileParallelism: false,
    testTimeout: 15_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
