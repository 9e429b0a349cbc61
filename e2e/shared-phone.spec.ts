import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type en, LANGUAGES } from './texts';
import { localDigits } from '../src/shared/format';
import { confirmInDialog, expect, onPhonesOnly, openIn, signUpByApi, test } from './fixtures';
import { postListing } from './listing-setup';
import { fillBasics, settled } from './post-setup';

// Shared phones (issue 29): a person signs in, opens their private screens, starts a draft and logs
// out; the next person on that phone, offline, must find nothing of them in the service worker's
// caches, in IndexedDB, in web storage or on the pages that open without a connection
// (docs/offline.md, "Logging out").
onPhonesOnly();

const PASSWORD = 'Padma river in the evening 7';
// What a page without a connection logs: the requests that failed, which is the point.
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|NetworkError/;

/** With SHOTS_DIR set, the screen as the person sees it, for a person to look at. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Waits until the service worker is active and answers this page's requests. */
async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** A person signed up and signed in in this browser (the cookie, and the app's hint that it exists). */
async function signUp(page: Page, person: { name: string; email: string; phone: string; language: string }) {
  const registered = await signUpByApi(
    page.request,
    { origin: new URL(page.url()).origin },
    { ...person, password: PASSWORD },
  );
  expect(registered.status()).toBe(201);
  await page.evaluate(() => window.localStorage.setItem('thikana.session', '1'));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'thikana_session');
  expect(cookie?.value, 'the session cookie').toBeTruthy();
  return cookie!.value;
}

/** A place where this browser keeps something, and what it holds, as text. */
interface Kept {
  where: string;
  text: string;
}

/**
 * Everything the next person could read from this browser's storage: every Cache Storage cache (each
 * entry's URL and body), every IndexedDB database (each store's keys and records; a photo's blob as
 * its size), localStorage, sessionStorage and the cookies a script sees.
 */
function everythingKept(page: Page): Promise<Kept[]> {
  return page.evaluate(async () => {
    const kept: Kept[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        kept.push({
          where: `cache ${name}: ${request.url}`,
          text: `${request.url}\n${await response!.text()}`,
        });
      }
    }
    const asText = (value: unknown) =>
      JSON.stringify(value, (_key, item: unknown) => (item instanceof Blob ? `[blob ${item.size}]` : item));
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(`cannot open ${name}`));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const read = <T>(ask: (s: IDBObjectStore) => IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            const request = ask(db.transaction(store, 'readonly').objectStore(store));
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(new Error(`cannot read ${name}/${store}`));
          });
        const [keys, values] = await Promise.all([read((s) => s.getAllKeys()), read((s) => s.getAll())]);
        kept.push({ where: `IndexedDB ${name}/${store}`, text: asText({ keys, values }) });
      }
      db.close();
    }
    kept.push({ where: 'localStorage', text: asText({ ...localStorage }) });
    kept.push({ where: 'sessionStorage', text: asText({ ...sessionStorage }) });
    kept.push({ where: 'document.cookie', text: document.cookie });
    return kept;
  });
}

/** How everythingKept() reads an IndexedDB store with nothing in it. */
const EMPTY_STORE = JSON.stringify({ keys: [], values: [] });

/** The places that hold any of these words, with the word: empty when nothing of the person is left. */
function findIn(kept: Kept[], words: string[]): string[] {
  return kept.flatMap(({ where, text }) =>
    words.filter((word) => text.includes(word)).map((word) => `${word} in ${where}`),
  );
}

const openMenu = (page: Page, L: typeof en) => page.getByRole('button', { name: L.nav.openMenu }).click();

test.describe('with the service worker', () => {
  // The journey is about what the worker keeps: it runs, as for visitors.
  test.use({ serviceWorkers: 'allow' });

  for (const [language, L] of LANGUAGES) {
    test(`nothing of a person who logged out is left on the phone for the next one (${language})`, async ({
      page,
      allowConsoleErrors,
    }) => {
      test.slow(); // a sign-up, five private screens, a draft, the worker's shell, then offline reading
      allowConsoleErrors(OFFLINE_ERRORS);
      const stamp = `${Date.now()}${language}`;
      const phoneDigits = `017${String(Date.now()).slice(-7)}${language === 'bn' ? 1 : 2}`;
      const person = {
        name: `Shathi Rahman ${stamp}`,
        email: `shared-phone-${stamp}@example.com`,
        phone: phoneDigits,
        language,
      };
      const listingTitle = `Flat of Shathi by the Padma ${stamp}`;
      const searchName = `Shathi's river flats ${stamp}`;
      const draftTitle = `Shathi's unfinished flat ${stamp}`;

      // A visitor first: the worker installs and keeps what is read (home, a listing, a search).
      await openIn(page, language, '/');
      await underServiceWorker(page);
      await page.goto('/');
      const firstListing = page.getByRole('article').first();
      await expect(firstListing).toBeVisible();
      await page.goto('/property-searched?category=apartment');
      await expect(page.getByRole('article').first()).toBeVisible();

      // Signed in, with a listing waiting for review, a saved search and a favourite.
      const token = await signUp(page, person);
      const origin = new URL(page.url()).origin;
      const listingId = await postListing(page, listingTitle, 'rent', phoneDigits);
      const saved = await page.request.post('/api/v1/saved-searches', {
        headers: { origin },
        data: { query: 'category=apartment&area=uposhohor', name: searchName },
      });
      expect(saved.status()).toBe(201);
      const publicListings = (await (
        await page.request.get('/api/v1/property/approved-all?limit=1')
      ).json()) as {
        data: Array<{ _id: string }>;
      };
      const favourite = publicListings.data[0]!._id;
      const marked = await page.request.patch(`/api/v1/property/${favourite}`, {
        headers: { origin },
        data: { favorite: true },
      });
      expect(marked.status()).toBe(200);

      // The private screens, each showing what is theirs.
      await page.goto('/profile-post');
      await expect(page.getByRole('link', { name: listingTitle, exact: true })).toBeVisible();
      await page.goto('/profile-post?favorite=true');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await page.goto(`/product/${listingId}`);
      await expect(page.getByRole('heading', { level: 1, name: listingTitle })).toBeVisible();
      await page.goto('/saved-searches');
      await expect(page.getByRole('article', { name: searchName })).toBeVisible();
      await page.goto('/setting');
      await expect
        .poll(() =>
          page
            .locator('main input')
            .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
        )
        .toContain(person.name);
      // A listing begun and left: the draft waits in IndexedDB.
      await page.goto('/post-sell');
      await settled(page);
      await fillBasics(page, L, draftTitle);
      const words = [
        person.name,
        person.email,
        phoneDigits,
        phoneDigits.slice(1), // +880 1…, as the server writes it
        localDigits(phoneDigits.slice(3), 'bn'), // as a Bengali page shows it
        listingTitle,
        searchName,
        draftTitle,
        token,
      ];
      // The search sees what it looks for: the draft is found while the person is signed in.
      await expect
        .poll(async () => findIn(await everythingKept(page), [draftTitle]).length, { timeout: 10_000 })
        .toBeGreaterThan(0);

      // Logging out, from the phone's menu: the draft would be deleted, so the app asks first.
      await openMenu(page, L);
      await page.getByRole('button', { name: L.menu.logout }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: L.signOut.title })).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveText([
        L.signOut.drafts_one.replace('{{n}}', localDigits('1', language)),
      ]);
      await expect(dialog.getByRole('button', { name: L.signOut.stay })).toBeFocused();
      await shoot(page, `shared-phone-draft-${language}`);
      await confirmInDialog(page, L.signOut.confirm);
      await expect(page).toHaveURL(/\/sign-in$/);
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain('thikana_session');

      // The next person, without a connection.
      await page.context().setOffline(true);
      const kept = await everythingKept(page);
      expect(findIn(kept, words), 'the first person’s words kept on the phone').toEqual([]);
      // Not even the private addresses (a favourite's listing is public, but that it is theirs is not).
      const privatePaths =
        /\/api\/v1\/(user|saved-searches|property\/logged-user-all)|\/(profile-post|setting|saved-searches)\b/;
      // (The screens' code is kept: /assets/ files, the same for everyone.)
      const addresses = kept.map(({ where }) => where).filter((where) => !where.includes('/assets/'));
      expect(addresses.filter((where) => privatePaths.test(where))).toEqual([]);
      // What they read is theirs too: only the app's own files stay.
      expect(kept.filter(({ where }) => where.startsWith('cache ') && !/thikana-shell-/.test(where))).toEqual(
        [],
      );
      expect(kept.some(({ where }) => /thikana-shell-/.test(where))).toBe(true);
      // The post form, still open as the menu logged out, may open its (now empty) database again.
      const records = kept.filter(({ where, text }) => where.startsWith('IndexedDB') && text !== EMPTY_STORE);
      expect(records).toEqual([]);

      for (const url of [
        '/profile-post',
        '/profile-post?favorite=true',
        '/saved-searches',
        '/setting',
        '/post-sell',
        `/product/${listingId}`,
        `/product/${favourite}`,
        '/',
      ]) {
        await page.goto(url, { waitUntil: 'commit' });
        await expect(page.getByRole('heading', { level: 1, name: L.offline.title }), url).toBeVisible();
        const shown = await page.locator('body').innerText();
        expect(
          words.filter((word) => shown.includes(word)),
          `${url} offline`,
        ).toEqual([]);
      }
    });
  }
});

for (const [language, L] of LANGUAGES) {
  test(`logging out asks before deleting a listing waiting to be sent, and says it needs the connection (${language})`, async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    // Without the service worker (as the other journeys): the server's answer to the outbox is routed.
    allowConsoleErrors(/status of 503/);
    const stamp = `${Date.now()}${language}`;
    await openIn(page, language, '/');
    await signUp(page, {
      name: `Kamal Hossain ${stamp}`,
      email: `waiting-${stamp}@example.com`,
      phone: `018${String(Date.now()).slice(-7)}${language === 'bn' ? 1 : 2}`,
      language,
    });
    // The server is down when the outbox tries: the listing stays queued (docs/offline.md).
    await page.route('**/api/v1/property/create', (route) => route.fulfill({ status: 503, body: '' }));
    // A listing published offline, as features/post/outbox.ts queues it, and its mark.
    await page.evaluate(async (title) => {
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('thikana-outbox', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('outbox', { keyPath: 'key' });
        request.onsuccess = () => {
          const tx = request.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').put({
            key: crypto.randomUUID(),
            draftKey: null,
            data: { property_title: title },
            photos: [],
            queuedAt: Date.now(),
          });
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('not queued'));
        };
      });
      localStorage.setItem('thikana-outbox-waiting', '1');
    }, `Waiting flat ${stamp}`);
    const tried = page.waitForRequest('**/api/v1/property/create');
    await page.goto('/profile-post');
    await tried; // the outbox tried, and kept it

    const outboxCount = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const request = indexedDB.open('thikana-outbox');
            request.onsuccess = () => {
              const count = request.result.transaction('outbox').objectStore('outbox').count();
              count.onsuccess = () => {
                request.result.close();
                resolve(count.result);
              };
            };
          }),
      );
    const logOutButton = page.getByRole('button', { name: L.menu.logout });

    // Asked, with what would be deleted; "Stay logged in" keeps everything.
    await openMenu(page, L);
    await logOutButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: L.signOut.title })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      L.signOut.waiting_one.replace('{{n}}', localDigits('1', language)),
    ]);
    await expect(dialog.getByText(L.signOut.waitingHint_one)).toBeVisible();
    await expect(dialog.getByRole('button', { name: L.signOut.stay })).toBeFocused();
    await shoot(page, `shared-phone-waiting-${language}`);
    await confirmInDialog(page, L.signOut.stay);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile-post$/);
    expect(await outboxCount()).toBe(1);

    // Offline, the server cannot end the session: the person is told, and stays logged in.
    await context.setOffline(true);
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', (shown) => {
        resolve(shown.message());
        void shown.accept();
      }),
    );
    if (!(await logOutButton.isVisible())) await openMenu(page, L);
    await logOutButton.click();
    expect(await alert).toBe(L.signOut.offline);
    await expect(page).toHaveURL(/\/profile-post$/);
    expect(await outboxCount()).toBe(1);
    await context.setOffline(false);

    // Logged out for good: the waiting listing is deleted from the phone, as the dialog said.
    if (!(await logOutButton.isVisible())) await openMenu(page, L);
    await logOutButton.click();
    await confirmInDialog(page, L.signOut.confirm);
    await expect(page).toHaveURL(/\/sign-in$/);
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    expect(databases).not.toContain('thikana-outbox');
    expect(await page.evaluate(() => localStorage.getItem('thikana-outbox-waiting'))).toBeNull();
  });
}
