import fs from 'node:fs/promises';
import { LANGUAGES } from './texts';
import { expect, expectAccessible, onPhonesOnly, openIn, test } from './fixtures';
import { logInAsAdmin } from './listing-setup';

// The admins' system tab (issue 36) at 390 px: the review queue's size and its oldest wait, today's
// mail and SMS, and each job's runs. The journeys' server keeps its backups in a folder that cannot
// be made (playwright.config.ts BACKUP_DIR), as a misconfigured server would: a backup the admin
// runs now fails, and the tab says so.

onPhonesOnly();
const SHOTS = '/tmp/shots-system-tab';

for (const [language, L] of LANGUAGES) {
  test(`an admin sees a failed job and how long listings wait, at 390 px (${language})`, async ({ page }) => {
    test.slow(); // the failed run waits for the queue's next look (5 s), on a busy machine longer
    await page.setViewportSize({ width: 390, height: 844 });
    await openIn(page, language, '/sign-in?redirect=%2Fdashboard%3Ftab%3Dsystem');
    await logInAsAdmin(page, L);
    await expect(page).toHaveURL(/\/dashboard\?tab=system$/);

    // The demo marketplace has listings waiting: how many, in the page's digits, and since when.
    const review = page.getByRole('region', { name: L.system.reviewTitle });
    await expect(review).toContainText(
      language === 'bn' ? /[০-৯]+টি বিজ্ঞাপন/ : /\d+ listings? waits? for review/,
    );
    await expect(review).toContainText(L.system.oldest.split('{{date}}')[0]!.trim());
    await expect(page.getByRole('region', { name: L.system.todayTitle })).toBeVisible();

    const backup = page.getByRole('listitem', { name: 'backup', exact: true });
    await backup.getByRole('button', { name: new RegExp(`^${L.system.runNow}`) }).click();
    const queued = page.getByText(new RegExp(`${L.system.runQueued}|${L.system.runAlreadyQueued}`));
    await expect(queued).toBeVisible();
    // The run fails and waits for its retry: the tab, read again, says so in the job's first line.
    await expect(async () => {
      await page.getByRole('button', { name: L.system.refresh }).click();
      await expect(backup.getByRole('listitem').first()).toContainText(L.system.run_retrying, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000] });
    if (language === 'bn') await expect(backup.getByRole('listitem').first()).toContainText(/[০-৯]/);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The notice closes itself (5 s); axe read it half faded once, as too pale a text.
    await expect(queued).toBeHidden({ timeout: 20_000 });
    await expectAccessible(page, 'the system tab');
    await fs.mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/top-${language}.png` });
    await backup.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/backup-${language}.png` });
  });
}
