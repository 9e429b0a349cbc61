import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_NAME_LENGTH } from '../../../shared/saved-search-limits';
import { savedQueryOf, searchFiltersOf, searchNameOf } from './saved-query';

describe('what a search page saves', () => {
  it('keeps the filters, in the chips order with the keyword last, and drops sort and page', () => {
    const filters = searchFiltersOf(
      new URLSearchParams(
        'sort=price_asc&keyword=lift&max_price=১৫,০০০&page=3&area=uposhohor&category=apartment',
      ),
    );
    expect(filters).toEqual([
      ['category', 'apartment'],
      ['area', 'uposhohor'],
      ['max_price', '15000'],
      ['keyword', 'lift'],
    ]);
    expect(savedQueryOf(filters)).toBe('category=apartment&area=uposhohor&max_price=15000&keyword=lift');
  });

  it('keeps "owners only", and saves nothing of owners_only=false, which is no filter', () => {
    const filters = searchFiltersOf(new URLSearchParams('owners_only=true&category=apartment'));
    expect(filters).toEqual([
      ['category', 'apartment'],
      ['owners_only', 'true'],
    ]);
    expect(savedQueryOf(filters)).toBe('category=apartment&owners_only=true');
    expect(searchFiltersOf(new URLSearchParams('owners_only=false'))).toEqual([]);
  });

  it('saves nothing of a value the search leaves out, nor of a page without filters', () => {
    expect(searchFiltersOf(new URLSearchParams('max_price=abc&category=flats&sort=newest'))).toEqual([]);
    expect(searchFiltersOf(new URLSearchParams('min_price=5000&max_price=1000'))).toEqual([
      ['min_price', '5000'],
    ]);
  });
});

describe('the default name of a saved search', () => {
  it('joins the chips', () => {
    expect(searchNameOf(['ফ্ল্যাট', 'ভাড়া', 'উপশহর', '≤ ১৫ ০০০ BDT'])).toBe(
      'ফ্ল্যাট · ভাড়া · উপশহর · ≤ ১৫ ০০০ BDT',
    );
  });

  it('fits the longest name the API takes, dropping whole chips', () => {
    const name = searchNameOf(['Apartment', 'For rent', `“${'word '.repeat(30).trim()}”`]);
    expect(name).toBe('Apartment · For rent …');
    const one = searchNameOf([`“${'x'.repeat(200)}”`]);
    expect(one.length).toBe(MAX_SEARCH_NAME_LENGTH);
    expect(one.endsWith('…')).toBe(true);
  });
});
