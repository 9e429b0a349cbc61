import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, api } from '../test-support/api';
import { renderInApp } from '../test-support/render-app';
import SearchPage from './search-page';

// The search page's filters (features/search/filter-panel.tsx) and chips (search-chips.tsx): each
// filter lives in the URL, which the search asks the API with; a chip takes its filter out.

/** Answers every search with no listing, and keeps what each one asked for. */
function searches(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  answer(
    http.get(api('/property/searched-properties'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: [], total: 0, page: 1, limit: 12 });
    }),
    // An area's page sums up its prices from the guide: none here, so no summary.
    http.get(api('/price-guide'), () => HttpResponse.json({ success: true, data: [] })),
  );
  return asked;
}

const lastSearch = (asked: URLSearchParams[]) => Object.fromEntries(asked.at(-1) ?? []);

test('the filters of the address show as chips; a chip taken off leaves the search without it, the focus on the next chip (bn)', async () => {
  const asked = searches();
  const { screen, router } = await renderInApp(<SearchPage />, {
    url: '/search?property_type=rent&category=apartment&area=uposhohor&max_price=15000',
  });
  await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('উপশহর');
  const chips = screen.getByRole('list', { name: 'আপনার খোঁজ' });
  await expect.element(chips.getByRole('button')).toHaveLength(4);
  await expect.element(chips.getByRole('button', { name: 'অ্যাপার্টমেন্ট সরান' })).toBeVisible();
  await expect.element(chips.getByRole('button', { name: '≤ ১৫ ০০০ BDT সরান' })).toBeVisible();
  expect(lastSearch(asked)).toMatchObject({
    property_type: 'rent',
    category: 'apartment',
    area: 'uposhohor',
    max_price: '15000',
  });

  await chips.getByRole('button', { name: 'অ্যাপার্টমেন্ট সরান' }).click();
  await expect.poll(() => router.state.location.search).not.toContain('category');
  await expect.poll(() => lastSearch(asked).category).toBeUndefined();
  await expect.element(chips.getByRole('button')).toHaveLength(3);
  // The focus stays among the chips (on the one now in its place), not at the top of the page.
  await expect
    .poll(() => document.activeElement?.closest('ul')?.getAttribute('aria-label'))
    .toBe('আপনার খোঁজ');
  expect(document.activeElement?.tagName).toBe('BUTTON');
  // The panel's own field says the same.
  await expect.element(screen.getByRole('combobox', { name: 'ধরন' })).toHaveValue('');
});

test('a filter chosen in the panel goes into the address and becomes a chip; reset takes all away (en)', async () => {
  const asked = searches();
  const { screen, router } = await renderInApp(<SearchPage />, { url: '/search', language: 'en' });
  await expect.element(screen.getByRole('heading', { name: 'Nothing found' })).toBeVisible();
  await expect.element(screen.getByRole('list', { name: 'Your search' })).not.toBeInTheDocument();

  await screen.getByRole('combobox', { name: 'Type' }).selectOptions('Land');
  await screen.getByRole('combobox', { name: 'Area' }).selectOptions('Paba');
  await expect.poll(() => new URLSearchParams(router.state.location.search).get('category')).toBe('land');
  await expect.poll(() => lastSearch(asked)).toMatchObject({ category: 'land', area: 'paba' });
  const chips = screen.getByRole('list', { name: 'Your search' });
  await expect.element(chips.getByRole('button', { name: 'Remove Land' })).toBeVisible();
  await expect.element(chips.getByRole('button', { name: 'Remove Paba' })).toBeVisible();

  await screen.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect.poll(() => router.state.location.search).toBe('');
  await expect.element(chips).not.toBeInTheDocument();
});

test('a price range is applied only when it reads as one, and may be typed in Bengali digits (bn)', async () => {
  const asked = searches();
  const { screen, router } = await renderInApp(<SearchPage />, { url: '/search' });
  const prices = screen.getByRole('form', { name: 'দামের সীমা (টাকা)' });
  const min = prices.getByRole('textbox', { name: 'সর্বনিম্ন' });
  const max = prices.getByRole('textbox', { name: 'সর্বোচ্চ' });
  await min.fill('২০০০০');
  await max.fill('১০০০০');
  await prices.getByRole('button', { name: 'দাম প্রয়োগ করুন' }).click();
  await expect.element(max).toHaveAccessibleDescription('সর্বোচ্চ দাম সর্বনিম্ন দামের চেয়ে কম হতে পারে না।');
  expect(router.state.location.search).toBe('');

  await max.fill('৩০০০০');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => router.state.location.search).toBe('?min_price=20000&max_price=30000');
  await expect.poll(() => lastSearch(asked)).toMatchObject({ min_price: '20000', max_price: '30000' });
  await expect.element(max).not.toHaveAttribute('aria-invalid');
  // The fields show the price in the page's digits.
  await expect.element(min).toHaveValue('২০০০০');
  await expect.element(screen.getByRole('list', { name: 'আপনার খোঁজ' }).getByRole('button')).toHaveLength(2);
});
