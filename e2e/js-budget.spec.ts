import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';

// The 120 KB first planned is below what the stack's libraries weigh (docs/server-rendering.md,
// "JavaScript"; docs/decisions/017-performance-budgets.md): this holds the line at today's first load,
// 171.5 KB. Issue 19 won 0.4 KB back and issues 19 and 20 spent 1.3 KB (the service worker's
// registration and its "new version" notice, the "phone verified" badge on every card, the offline
// outbox's check at start); issue 15's work on blocking time spent 0.7 KB (dates written without Intl,
// the app started in several tasks, the brand font by the FontFace API) and won 0.4 KB back (the saved
// searches' screen texts load with their screens, now i18next namespaces: src/web/i18n/<namespace>/).
// Issue 31 moved the post form's, revisions', reports', deal states' and favourites' switch texts
// to their screens' namespaces: 174,588 of 176,128 bytes.
// Win bytes back before raising it again.
const BUDGET_BYTES = 172 * 1024;

test('the first load of / ships at most 172 KB of gzipped JavaScript', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'measured once, with the phone profile');
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  let total = 0;
  for (const script of scripts) {
    const file = fs.readFileSync(path.join('dist/web', script));
    const size = zlib.gzipSync(file, { level: 9 }).length;
    console.log(`  ${script}: ${(size / 1024).toFixed(1)} KB`);
    total += size;
  }
  console.log(`First load of /: ${scripts.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped JavaScript`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
