import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { serveTestTiles } from './test-tiles';

/**
 * Every journey fails on an unexpected console error or an uncaught page error (STYLE.md); a test
 * names the errors it expects, such as the 404 of a missing listing.
 */
let addressCounter = 0;

/** An address no other test of this run uses, to send as X-Forwarded-For. */
export function newClientAddress(workerIndex: number): string {
  addressCounter++;
  return `10.${workerIndex % 250}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
}

/**
 * The operator prefixes of the journeys' new numbers, taken in turn: a whole run's sign-ups by phone
 * never reach one prefix's hourly count of new numbers (SMS_NEW_NUMBERS_PER_PREFIX_HOUR, 20), which
 * would ask for a challenge. 016 is sms-challenge.spec.ts's own, reached there on purpose.
 */
const JOURNEY_PREFIXES = ['013', '014', '015', '017', '018', '019'];
let numberCounter = 0;

/**
 * A mobile number no other test of this run uses (each run starts from an empty database): eight
 * digits from the clock, the worker and a counter. `local` as people write it, `e164` as stored.
 */
export function newMobileNumber(prefix?: string): { local: string; e164: string } {
  numberCounter++;
  const worker = test.info().workerIndex;
  const operator = prefix ?? JOURNEY_PREFIXES[(numberCounter + worker) % JOURNEY_PREFIXES.length]!;
  const eight = String(((Date.now() % 100_000) * 1000 + worker * 100 + numberCounter) % 1e8).padStart(8, '0');
  return { local: `${operator}${eight.slice(0, 2)}-${eight.slice(2)}`, e164: `+88${operator}${eight}` };
}

/**
 * A server-drawn page shows before its scripts run, and a tap before hydration does nothing: `goto`
 * and `reload` wait until the app is live (main.tsx marks <html data-live>), as a person waits for a
 * page to respond. A test that holds scripts back on purpose opens the page with `waitUntil: 'commit'`.
 */
function waitForLiveApp(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    page[method] = (async (...args: unknown[]) => {
      const response = await original(...args);
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as
        { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit')
        await page.locator('html[data-live]').waitFor({ state: 'attached' });
      return response;
    }) as never;
  }
}

export const test = base.extend<
  { allowConsoleErrors: (pattern: RegExp) => void; clientAddress: string },
  { adminApi: APIRequestContext }
>({
  // The admin, logged in once per worker: each login counts against the account's login limit
  // (20 in 15 minutes), which a login per journey would use up.
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const api = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': newClientAddress(workerInfo.workerIndex) },
      });
      expect((await api.post('/api/v1/user/login', { data: ADMIN })).status()).toBe(200);
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  // Map tiles come from the fixture, never from the internet (test-tiles.ts); a context a journey
  // makes itself (browser.newContext) calls serveTestTiles when it shows a map.
  context: async ({ context }, use) => {
    await serveTestTiles(context);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForLiveApp(page);
    await use(page);
  },
  clientAddress: [
    async ({ page }, use, testInfo) => {
      const address = newClientAddress(testInfo.workerIndex);
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await use(address);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        // A failed load names the resource in its location: said with the text, a failure says where.
        if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
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

/** The file's journeys run on the phone project alone, at a phone's 390 px. */
export function onPhonesOnly() {
  test.skip(({ isMobile }) => !isMobile, 'phone journeys');
  test.use({ viewport: { width: 390, height: 844 } });
}

/**
 * Opens a page in the given language, as a returning visitor whose choice is stored: in the browser's
 * storage and in the cookie the server draws the page by, as the app keeps them.
 */
export async function openIn(page: Page, language: string, path: string) {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  const url = base.info().project.use.baseURL;
  if (url) await page.context().addCookies([{ name: 'language', value: language, url }]);
  await page.goto(path);
}

/**
 * Opens the home page and waits until it stops moving: the new deals and the footer's area links
 * have arrived, so a click lands where the reader sees the link.
 */
export async function openHomeSettled(page: Page, language: string, newDealsTitle: string) {
  await openIn(page, language, '/');
  await expect(page.getByRole('region', { name: newDealsTitle }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('navigation').getByRole('link').first()).toBeVisible();
}

/**
 * Answers a confirmation dialog once its opening animation has finished. On a loaded machine the
 * browser can call a still-growing button "stable", and a click aimed at it then lands on empty space
 * without an error (a real finger is never that fast).
 */
export async function confirmInDialog(page: Page, buttonName: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // An animation cancelled on the way (its element replaced) rejects `finished`: it is over all the same.
  await dialog.evaluate((element) =>
    Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await dialog.getByRole('button', { name: buttonName }).click();
}

/** The newest mail in the test server's outbox to this address, decoded. */
import { latestMailTo } from '../src/server/test/outbox';
export { latestMailTo, mailsTo } from '../src/server/test/outbox';
export const OUTBOX_DIR = `${process.env.THIKANA_E2E_DATA_DIR}/outbox`;

export const SMS_OUTBOX_DIR = `${process.env.THIKANA_E2E_DATA_DIR}/sms-outbox`;

/** The token of the newest sign-up link mailed to this address; the mail is written after the answer: poll it. */
export async function signUpLinkTokenFor(email: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const mail = await latestMailTo(OUTBOX_DIR, email).catch(() => '');
      token = /[?&]sign_up=1&token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/**
 * After the sign-up form: the page says where the link went; the person opens the link from the mail,
 * types the password they chose and presses its button (texts in the page's language), and is
 * signed in.
 */
export async function finishSignUpByLink(
  page: Page,
  email: string,
  password: string,
  texts: { sent: string; password: string; button: string },
) {
  await expect(page.getByRole('status')).toContainText(texts.sent);
  await expect(page.getByRole('status')).toContainText(email);
  await page.goto(`/email/confirm?sign_up=1&token=${await signUpLinkTokenFor(email)}`);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: texts.button }).click();
}

/**
 * Signs up through the API as the form and the mailed link do (POST register, then the link's
 * confirm): the request context (a page's, sharing its cookies) ends up signed in. Returns the
 * link's answer.
 */
export async function signUpByApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: { name: string; email: string; password: string } & Record<string, unknown>,
) {
  const asked = await request.post('/api/v1/user/register', { headers, data });
  expect(asked.status()).toBe(202);
  const token = await signUpLinkTokenFor(data.email);
  return request.post('/api/v1/user/register/confirm', {
    headers,
    data: { token, password: data.password },
  });
}

/**
 * The newest code SMS in the test server's outbox to this number (E.164, `+8801…`): its text and the code
 * in it, the first six digits as the reader sees them (Bengali digits in a Bengali SMS). The SMS is
 * written after the answer: poll it. Throws when there is none.
 */
export async function latestSmsTo(phone: string): Promise<{ text: string; code: string }> {
  const files = (await fs.readdir(SMS_OUTBOX_DIR).catch(() => [])).sort().reverse();
  for (const file of files) {
    const [head = '', ...rest] = (await fs.readFile(path.join(SMS_OUTBOX_DIR, file), 'utf8')).split('\n\n');
    if (head.trim() !== `To: ${phone}`) continue;
    const text = rest.join('\n\n');
    // An owner notice (a listing approved…) carries a link, whose id may hold six digits: not a code.
    if (text.includes('://')) continue;
    const code = /[0-9০-৯]{6}/.exec(text)?.[0];
    if (code) return { text, code };
  }
  throw new Error(`no SMS to ${phone} in ${SMS_OUTBOX_DIR}`);
}

/** The admin the test server is started with (playwright.config.ts). */
export const ADMIN = { email: 'moderator@thikana.test', password: 'Moderator of the e2e marketplace' };

/** axe on the page as it stands: no serious or critical violation of WCAG 2.1 A/AA. */
export async function expectAccessible(page: Page, screen = 'the screen') {
  // Let lazy screens, images and fonts settle: axe judges what is drawn.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** The number of results the search page says it found (its count line, in either language's digits). */
export async function resultTotal(page: Page): Promise<number> {
  const line = await page.locator('h2#results-count').innerText();
  const digits = line.replace(/[০-৯]/g, (d) => String('০১২৩৪৫৬৭৮৯'.indexOf(d))).match(/\d[\d ,]*/)?.[0];
  return Number(digits?.replace(/[ ,]/g, '') ?? NaN);
}

/** Types a search into the search page's own box, named by its label, and sends it with Enter. */
export async function searchFor(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

/**
 * What a dashboard journey may see in the console because another journey, at the same time, deleted
 * a listing whose card it draws: its evidence and its photos answer 404.
 */
export const OTHER_JOURNEYS_DELETED =
  /status of 404 .*\/(uploads\/[\w-]+\.webp|api\/v1\/property\/admin\/[0-9a-f-]+\/evidence)$/;
