import type { Page } from '@playwright/test';
import { smsTo } from '../src/server/test/sms-outbox';
import { expect, openIn, signUpByApi } from './fixtures';

// Accounts that journeys set up through the API, from the page's origin and a client address of
// their own (each address has its own rate limits).

const DATA_DIR = process.env.THIKANA_E2E_DATA_DIR!;

/** The headers of a request the page itself would send, from `address`. */
export const clientHeaders = (page: Page, address: string) => ({
  origin: new URL(page.url()).origin,
  'x-forwarded-for': address,
});

/**
 * Asks a code for `phone` and sends it back (with `name`: a sign-up), as the phone steps do; the page
 * is signed in after. Returns the answer to the code.
 */
export async function proveNumber(
  page: Page,
  address: string,
  phone: string,
  language: string,
  name?: string,
) {
  const before = (await smsTo(DATA_DIR, phone)).length;
  const asked = await page.request.post('/api/v1/user/otp/request', {
    headers: clientHeaders(page, address),
    data: { phone, language },
  });
  expect(asked.status()).toBe(200);
  // The SMS is written just after the answer.
  await expect.poll(async () => (await smsTo(DATA_DIR, phone)).length).toBe(before + 1);
  const [sms] = await smsTo(DATA_DIR, phone);
  const code = /#(\d{6})$/.exec(sms ?? '')?.[1] ?? '';
  const verified = await page.request.post('/api/v1/user/otp/verify', {
    headers: clientHeaders(page, address),
    data: { phone, code, language, ...(name && { name }) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
  return verified;
}

/** Signs up in this browser with an e-mail (`<emailPrefix>-…@example.com`) and a password alone. */
export async function emailSignUp(page: Page, language: string, address: string, emailPrefix: string) {
  await openIn(page, language, '/');
  const registered = await signUpByApi(page.request, clientHeaders(page, address), {
    name: 'Nasrin Akter',
    email: `${emailPrefix}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    password: 'Padma river in the evening 7',
    language,
  });
  expect(registered.status()).toBe(201);
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
}
