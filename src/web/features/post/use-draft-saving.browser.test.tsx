import { beforeEach, expect, test } from 'vitest';
import type { User } from '../../../shared/auth';
import { renderInApp } from '../../test-support/render-app';
import { readDraft, removeDraft } from './draft-db';
import { discardDraft } from './draft-store';
import { PostFlow } from './post-flow';

// Drafts (use-draft-saving.ts, draft-db.ts): what is typed into the post form is kept in the
// browser's IndexedDB and comes back after a reload, a closed tab or a crash. A reload is the form
// opened anew with nothing in memory; the storage is the browser's own.

const OWNER = { _id: 'owner-1', name: 'Karim' } as User;

/** The page reloaded: the draft in memory is gone, what IndexedDB holds stays. */
const reload = () => discardDraft();

beforeEach(async () => {
  reload();
  await Promise.all([removeDraft('visitor:new'), removeDraft(`${OWNER._id}:new`)]);
});

test('a typed draft is stored, and after a reload comes back on the step it was on; discarded, it is gone (en)', async () => {
  const first = await renderInApp(<PostFlow type="sell" />, { url: '/post-sell', language: 'en' });
  await first.screen.getByRole('radio', { name: 'House', exact: true }).click();
  await first.screen.getByRole('textbox', { name: 'Title' }).fill('House by the lake');
  await first.screen.getByRole('textbox', { name: 'Description' }).fill('Two floors, a garden and a gate.');
  await first.screen.getByRole('radio', { name: 'Used' }).click();
  await first.screen.getByRole('button', { name: 'Next' }).click();
  await first.screen.getByRole('textbox', { name: 'Address' }).fill('Road 7, Uposhohor');
  await expect.element(first.screen.getByText(/^Draft saved at \d{1,2}:\d\d$/)).toBeVisible();
  await expect
    .poll(async () => (await readDraft('visitor:new'))?.values)
    .toMatchObject({ category: 'house', property_title: 'House by the lake', address: 'Road 7, Uposhohor' });
  await first.screen.unmount();
  reload();

  const { screen } = await renderInApp(<PostFlow type="sell" />, { url: '/post-sell', language: 'en' });
  await expect.element(screen.getByText(/^Your draft from \d{1,2}:\d\d was restored\.$/)).toBeVisible();
  await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Address and details');
  await expect.element(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('Road 7, Uposhohor');
  await screen.getByRole('button', { name: 'Back' }).click();
  await expect.element(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('House by the lake');
  await expect.element(screen.getByRole('radio', { name: 'House', exact: true })).toBeChecked();

  await screen.getByRole('button', { name: 'Discard draft' }).click();
  await expect.element(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect.poll(() => readDraft('visitor:new')).toBeNull();
});

test("a visitor's draft becomes the account's once they log in, reloading on the way (bn)", async () => {
  const first = await renderInApp(<PostFlow type="rent" />, { url: '/rent-out' });
  await first.screen.getByRole('textbox', { name: 'শিরোনাম' }).fill('উপশহরে ফ্ল্যাট ভাড়া');
  await expect.element(first.screen.getByText(/-এ খসড়া সেভ হয়েছে$/)).toBeVisible();
  await first.screen.unmount();
  reload();

  const { screen } = await renderInApp(<PostFlow type="rent" />, { url: '/rent-out', user: OWNER });
  await expect.element(screen.getByText(/খসড়াটি ফিরিয়ে আনা হয়েছে।$/)).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: 'শিরোনাম' })).toHaveValue('উপশহরে ফ্ল্যাট ভাড়া');
  await expect
    .poll(async () => (await readDraft(`${OWNER._id}:new`))?.values.property_title)
    .toBe('উপশহরে ফ্ল্যাট ভাড়া');
  await expect.poll(() => readDraft('visitor:new')).toBeNull();
});

test('choosing only the defaults stores nothing', async () => {
  const { screen } = await renderInApp(<PostFlow type="sell" />, { url: '/post-sell', language: 'en' });
  await screen.getByRole('radio', { name: 'For rent' }).click();
  await expect.element(screen.getByRole('radio', { name: 'For rent' })).toBeChecked();
  await new Promise((resolve) => setTimeout(resolve, 600)); // past the pause that writes a draft
  expect(await readDraft('visitor:new')).toBeNull();
  await expect.element(screen.getByText(/^Draft saved/)).not.toBeInTheDocument();
});
