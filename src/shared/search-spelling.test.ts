import { describe, expect, it } from 'vitest';
import demo from '../../demo/listings.json' with { type: 'json' };
import { suggestSpelling } from './search-spelling';
import { understandQuery } from './search-understanding';

/** What the search page offers for the words a typed search left: the keyword search could not read. */
const offered = (typed: string) => suggestSpelling(understandQuery(typed).rest);

describe('"did you mean"', () => {
  it('puts right a filter word, an area or a landmark one letter further off than search reads itself', () => {
    expect(offered('bachlr')).toBe('bachelor');
    expect(offered('talaimr')).toBe('Talaimari');
    expect(offered('nawdpra')).toBe('Nawdapara');
    expect(offered('ফ্যামল')).toBe('ফ্যামিলি');
    expect(offered('বিনদপর')).toBe('বিনোদপুর');
    expect(offered('গোদাগর')).toBe('গোদাগাড়ী');
  });

  it('keeps the other words, and what it gives is read as filters', () => {
    expect(offered('flat talaimr balcony')).toBe('Talaimari balcony');
    expect(understandQuery('Talaimari balcony')).toEqual({ filters: { area: 'talaimari' }, rest: 'balcony' });
    expect(offered('বিনদপর বাসা লিফট')).toBe('বিনোদপুর লিফট');
    expect(understandQuery('বিনোদপুর লিফট')).toEqual({ filters: { area: 'binodpur' }, rest: 'লিফট' });
    expect(offered('bachlr nawdpra')).toBe('bachelor Nawdapara');
  });

  it('answers in the script the word was typed in', () => {
    for (const typed of ['ফ্যামল', 'বিনদপর', 'রাজপর'])
      expect(offered(typed), typed).toMatch(/^[\u0980-\u09ff\s]+$/);
    for (const typed of ['bachlr', 'talaimr']) expect(offered(typed), typed).toMatch(/^[a-z\s]+$/i);
  });

  it('offers nothing for a word search read itself', () => {
    for (const typed of ['flaat', 'apartmnt', 'famly', 'offce', 'Uposohr', 'ফ্লাট', 'দোকন', 'বোয়ালয়া'])
      expect(suggestSpelling(typed), typed).toBeNull();
  });

  it('offers nothing for a short word a letter or two from a vocabulary word', () => {
    for (const typed of ['rest', 'stor', 'dokn', 'floor', 'sector', 'ভিড়', 'যায়', 'ছাড়', 'মাসের'])
      expect(suggestSpelling(typed), typed).toBeNull();
  });

  it('offers nothing for everyday words, words search knows, numbers, or the start of a word', () => {
    for (const typed of [
      'garden',
      'building',
      'tiled',
      'floors',
      'running',
      'front',
      'balcony',
      'room',
      'duplex',
      'Kajal',
      'ব্যালকনি',
      'রান্নাঘর',
      'ফ্লোর',
      'সিঁড়ি',
      'মার্কেট',
      'হাসপাতাল',
      'শিক্ষার্থ',
      '1450 sqft',
    ])
      expect(suggestSpelling(typed), typed).toBeNull();
  });

  it('offers nothing for any word of the demo listings, words people really write', () => {
    const written = new Set<string>();
    for (const { listing } of demo.listings)
      for (const text of [listing.property_title, listing.description, listing.property_address.address])
        for (const [word] of text.matchAll(/[\p{L}\p{M}]+/gu)) written.add(word.toLowerCase());
    const offers = [...written].flatMap((word) => {
      const suggestion = offered(word);
      return suggestion ? [`${word} → ${suggestion}`] : [];
    });
    expect(offers).toEqual([]);
  });
});
