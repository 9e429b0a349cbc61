import { describe, expect, it } from 'vitest';
import { romanize } from './search-phonetic';

describe('romanize: Bengali words as Banglish types them', () => {
  it.each([
    ['ভাড়া', 'bhara'],
    ['দোকান', 'dokan'],
    ['উপশহর', 'uposhohor'],
    ['বাসা', 'basa'],
    ['জমি', 'jomi'],
    ['ফ্ল্যাট', 'flat'],
    ['বিক্রি', 'bikri'],
    ['রুয়েট', 'ruyet'],
    ['অফিস', 'ofis'],
    ['ছাত্র', 'chatro'],
  ])('%s → %s', (bengali, latin) => {
    expect(romanize(bengali)).toBe(latin);
  });

  it('leaves a word in other letters as it was', () => {
    expect(romanize('flat')).toBe('flat');
  });
});
