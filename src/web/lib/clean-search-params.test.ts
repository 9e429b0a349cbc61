import { describe, expect, it } from 'vitest';
import { findPropertiesQuerySchema } from '../../shared/property-query';
import { cleanSearchParams } from './clean-search-params';

const clean = (search: string) => cleanSearchParams(new URLSearchParams(search));

describe('a search page URL as a search the API accepts', () => {
  it('keeps what holds and reads numbers in any digits, with commas or spaces', () => {
    expect(clean('area=paba&min_price=১৫,০০০&max_price=30 000&bedrooms=৩&page=২&keyword=flat')).toEqual({
      query: {
        area: 'paba',
        min_price: '15000',
        max_price: '30000',
        bedrooms: '3',
        page: '2',
        keyword: 'flat',
      },
      problems: {},
    });
  });

  it('leaves out empty values, and reads a repeated parameter as the URL does (the first)', () => {
    expect(clean('keyword=&area=&page=2&page=x')).toEqual({ query: { page: '2' }, problems: {} });
  });

  it.each([
    ['max_price=abc', 'max_price', 'invalid_number'],
    ['min_price=-5', 'min_price', 'not_negative'],
    ['min_price=1.5', 'min_price', 'invalid_number'],
    ['max_price=1e9', 'max_price', 'invalid_number'],
    ['max_price=99999999999', 'max_price', 'too_big'],
    ['page=x', 'page', 'invalid_number'],
    ['page=0', 'page', 'too_small'],
    ['limit=1000', 'limit', 'too_big'],
    ['bedrooms=many', 'bedrooms', 'invalid_number'],
    ['property_type=swap', 'property_type', 'invalid'],
    ['sort=cheapest', 'sort', 'invalid'],
    ['available_from=soon', 'available_from', 'invalid_month'],
    [`keyword=${'a'.repeat(101)}`, 'keyword', 'too_long'],
  ])('leaves out %s and names the problem', (search, name, code) => {
    const { query, problems } = clean(`area=kazla&${search}`);
    expect(problems).toEqual({ [name]: code });
    expect(query).toEqual({ area: 'kazla' });
  });

  it('leaves out a maximum below the minimum, keeping the minimum', () => {
    expect(clean('min_price=২০০০০&max_price=5000')).toEqual({
      query: { min_price: '20000' },
      problems: { max_price: 'min_above_max' },
    });
  });

  it('always gives a search the API’s schema accepts', () => {
    for (const search of [
      'max_price=abc&min_price=9&page=x&limit=0&bedrooms=-1&sort=x&category=x&tenant=x',
      'min_price=9&max_price=1&available_from=2027-13&property_type=swap',
      `keyword=${'ক'.repeat(200)}&area=${'x'.repeat(81)}&city=${'y'.repeat(81)}`,
      'min_price=১৫,০০০&max_price=১৫ ০০০&page=১০০০০&limit=৫০&bedrooms=৫০',
      'owners_only=yes&include_closed=maybe',
      'owners_only=true',
    ])
      expect(findPropertiesQuerySchema.safeParse(clean(search).query).success, search).toBe(true);
  });
});
