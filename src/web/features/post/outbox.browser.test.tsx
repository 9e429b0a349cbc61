import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, expect, test } from 'vitest';
import type { User } from '../../../shared/auth';
import { OUTBOX_DB } from '../../lib/session/device-stores';
import { answer, api } from '../../test-support/api';
import { renderInApp } from '../../test-support/render-app';
import { readDraft, removeDraft } from './draft-db';
import { discardDraft, saveDraft } from './draft-store';
import type { QueuedListing } from './outbox';
import { LAST_STEP } from './post-steps';
import { PropertyForm } from './property-form';
import { READY_LISTING } from '../../test-support/ready-listing';

// The outbox (outbox.ts, outbox-sender.ts, docs/offline.md): a listing published while the
// connection is down waits in IndexedDB and is sent when it returns. The connection's failure is the
// network's (MSW answers with a network error); the storage is the browser's own.

const OWNER = { _id: 'owner-1', name: 'Karim' } as User;

/** What waits in the outbox's IndexedDB. */
async function waiting(): Promise<QueuedListing[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(OUTBOX_DB);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(new Error('IndexedDB', { cause: request.error }));
  });
  try {
    if (!db.objectStoreNames.contains('outbox')) return [];
    return await new Promise((resolve, reject) => {
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      request.onsuccess = () => resolve(request.result as QueuedListing[]);
      request.onerror = () => reject(new Error('IndexedDB', { cause: request.error }));
    });
  } finally {
    db.close();
  }
}

function AtLastStep() {
  const [initial] = useState(() => ({
    owner: 'new',
    user: OWNER._id,
    step: LAST_STEP,
    values: READY_LISTING,
    photos: [],
    floorPlans: [],
  }));
  return <PropertyForm initial={initial} />;
}

beforeEach(async () => {
  discardDraft();
  await removeDraft(`${OWNER._id}:new`);
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(OUTBOX_DB);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
});

test('published without a connection, the listing waits with its draft, and is sent once the connection returns (en)', async () => {
  const sent: Array<{ key: string | null; data: Record<string, unknown> }> = [];
  let online = false;
  let failed = 0;
  answer(
    http.post(api('/property/create'), async ({ request }) => {
      if (!online) return (failed++, HttpResponse.error());
      const data = JSON.parse((await request.formData()).get('data') as string) as Record<string, unknown>;
      sent.push({ key: request.headers.get('Idempotency-Key'), data });
      return HttpResponse.json({ success: true, message: 'created', data: {} }, { status: 201 });
    }),
  );
  const { screen, router } = await renderInApp(<AtLastStep />, {
    url: '/rent-out',
    language: 'en',
    user: OWNER,
  });
  // The draft is stored as the form opens with it.
  saveDraft({
    owner: 'new',
    user: OWNER._id,
    step: LAST_STEP,
    values: { ...READY_LISTING },
    photos: [],
    floorPlans: [],
  });
  await expect.poll(() => readDraft(`${OWNER._id}:new`)).not.toBeNull();

  await screen.getByRole('button', { name: 'Publish' }).click();
  await expect
    .element(screen.getByRole('status').filter({ hasText: 'You are offline.' }))
    .toHaveTextContent(
      'You are offline. Your listing is saved on this phone and will be sent when the connection returns.',
    );
  await expect.element(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  const queued = await waiting();
  expect(queued).toHaveLength(1);
  expect(queued[0]).toMatchObject({
    draftKey: `${OWNER._id}:new`,
    data: { property_title: 'Flat in Uposhohor', rent_time_period: 'monthly', bedrooms: '3' },
  });
  expect(router.state.location.pathname).toBe('/rent-out');
  expect(sent).toEqual([]);
  // The page's upload failed, and so did the outbox's first try, at once: the sender is idle again.
  await expect.poll(() => failed).toBe(2);
  await expect.poll(async () => (await navigator.locks.query()).held?.length).toBe(0);

  // The connection returns.
  online = true;
  window.dispatchEvent(new Event('online'));
  await expect.poll(() => router.state.location.pathname).toBe('/profile-post');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.key).toBe(queued[0]?.key); // the Idempotency-Key made when it was queued
  expect(sent[0]?.data).toMatchObject({ property_title: 'Flat in Uposhohor' });
  expect(await waiting()).toEqual([]);
  // Sent: the draft is no longer kept.
  expect(await readDraft(`${OWNER._id}:new`)).toBeNull();
});
