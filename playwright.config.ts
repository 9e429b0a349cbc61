import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions as launchOptions } from './scripts/chromium-launch';
import { TEST_TILES_URL } from './e2e/test-tiles';

// E2E_PORT lets two checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Every run starts from an empty data directory, so the server seeds the demo marketplace afresh.
// Set once in the runner; its workers inherit it and read the mail outbox there.
process.env.THIKANA_E2E_DATA_DIR ??= path.join(os.tmpdir(), `thikana-e2e-${process.pid}`);
const DATA_DIR = process.env.THIKANA_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // A journey on the busy two-core CI machine takes about two and a half times as long as on a quiet
  // one (a 12 s journey there took 30 s): its whole-test limit is honest for that machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    trace: 'off',
    // The service worker (docs/offline.md) answers a page's requests before page.route() sees them:
    // journeys run without it unless they are about it (offline-app.spec.ts). E2E_SERVICE_WORKERS=allow
    // runs them all with it, as visitors do.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node dist/server/main.js`,
    url: `http://localhost:${PORT}/api/v1/health`,
    // TRUST_PROXY lets each test come from its own address (X-Forwarded-For), as real visitors do,
    // so one journey's logins do not spend another's rate limit.
    env: {
      TRUST_PROXY: 'loopback',
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // The footer's phone line is shown only when configured (browse-listings.spec.ts).
      PUBLIC_PHONE: '01712-345678',
      // Saved searches' alerts may go by SMS (off by default): the switch on /saved-searches shows.
      ALERT_SMS: 'on',
      // New numbers from every journey at once are no burst of a pump (docs/sms.md): only the 016
      // prefix's hourly limit, which sms-challenge.spec.ts reaches on purpose, asks for a challenge.
      SMS_NEW_NUMBERS_BURST: '1000',
      // The moderator of the journeys (e2e/fixtures.ts ADMIN).
      ADMIN_EMAIL: 'moderator@thikana.test',
      ADMIN_PASSWORD: 'Moderator of the e2e marketplace',
      // The price guide is refilled every minute, not nightly: price-guide.spec.ts waits for its rows.
      JOB_SCHEDULES: 'price-guide=* * * * *',
      // Tiles from an address no one answers, which every journey's browser answers (e2e/test-tiles.ts).
      MAP_TILES_URL: TEST_TILES_URL,
      // A backup folder that cannot be made (under a file), as on a misconfigured server: the backup
      // an admin runs now fails, and the system tab shows it (system-tab.spec.ts).
      BACKUP_DIR: '/dev/null/thikana-backups',
    },
    reuseExistingServer: false,
    // A fresh embedded database migrates and seeds first: on a busy two-core machine that can pass a minute.
    timeout: 150_000,
  },
});
