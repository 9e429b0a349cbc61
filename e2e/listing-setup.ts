import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, expect, newClientAddress, openIn, signUpByApi, test } from './fixtures';
import type { en } from './texts';

/** The password of every owner signedUpOwner makes. */
export const OWNER_PASSWORD = 'Padma river in the evening 7';

/**
 * An owner, signed up and logged in in a browser of their own, from an address of their own (their
 * sign-up does not spend the test's rate limit).
 */
export async function signedUpOwner(browser: Browser, language: string, stamp: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': newClientAddress(test.info().workerIndex) },
  });
  const page = await context.newPage();
  await openIn(page, language, '/');
  const register = await signUpByApi(
    page.request,
    { origin: new URL(page.url()).origin },
    { name: 'Rafiq Islam', email: `owner-${stamp}@example.com`, password: OWNER_PASSWORD },
  );
  expect(register.status()).toBe(201);
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
  return page;
}

/**
 * Posts a two-bedroom flat with one photo through the API, as the owner's browser; returns its id.
 * The contact number is 01712345678 unless given; `fields` replace the listing's others (price, place…).
 */
export async function postListing(
  owner: Page,
  title: string,
  propertyType: 'rent' | 'sell' = 'rent',
  contactNumber = '01712345678',
  fields: Record<string, unknown> = {},
): Promise<string> {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8B5A2B' } })
    .jpeg()
    .toBuffer();
  const res = await owner.request.post('/api/v1/property/create', {
    headers: { origin: new URL(owner.url()).origin },
    multipart: {
      data: JSON.stringify({
        property_type: propertyType,
        property_title: title,
        description: 'Two bedrooms, a balcony over the road, gas line and a quiet family building.',
        price: propertyType === 'rent' ? '14000' : '5500000',
        price_type: 'fixed',
        ...(propertyType === 'rent' && { rent_time_period: 'monthly' }),
        category: 'apartment',
        property_condition: 'old',
        property_address: { address: 'House 3, Road 9', delegation: 'uposhohor', city: 'rajshahi' },
        contact_number: contactNumber,
        ...fields,
      }),
      photos: { name: 'flat.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** The admin approves a listing through the API (the worker's admin session, `adminApi`). */
export async function approveAsAdmin(adminApi: APIRequestContext, id: string): Promise<void> {
  const decision = await adminApi.patch(`/api/v1/property/${id}/decision`, {
    data: { property_status: 'approved' },
  });
  expect(decision.status()).toBe(200);
}

/** The admin logs in on the sign-in page that is open, with e-mail and password. */
export async function logInAsAdmin(page: Page, L: typeof en) {
  await page.getByRole('tab', { name: L.phoneAuth.form.withEmail }).click();
  await page.getByLabel(L.auth.email).fill(ADMIN.email);
  await page.getByLabel(L.auth.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: L.auth.loginButton }).click();
}
