import { describe, expect, it } from 'vitest';
import bn from './search-vocabulary/bn.json' with { type: 'json' };
import en from './search-vocabulary/en.json' with { type: 'json' };
import {
  allowedEdits,
  foldSpelling,
  normalize,
  understandQuery,
  type UnderstoodFilters,
} from './search-understanding';

const reads = (text: string, filters: UnderstoodFilters, rest = '') =>
  expect(understandQuery(text), text).toEqual({ filters, rest });

describe('the vocabulary files', () => {
  it('hold each word in lower case, in the file of its script, once per meaning', () => {
    for (const [file, bengali] of [
      [en, false],
      [bn, true],
    ] as const) {
      for (const [section, value] of Object.entries(file)) {
        const lists = Array.isArray(value)
          ? [value as unknown[]]
          : Object.values(value as object).filter((list): list is unknown[] => Array.isArray(list));
        for (const list of lists) {
          const phrases = list.filter((phrase): phrase is string => typeof phrase === 'string');
          expect(new Set(phrases).size, `${section}: a word twice`).toBe(phrases.length);
          for (const phrase of phrases) {
            expect(phrase, phrase).toBe(phrase.toLowerCase());
            expect(/[a-z]/.test(phrase) && bengali, `${phrase} belongs in en.json`).toBe(false);
            expect(/[\u0980-\u09ff]/.test(phrase) && !bengali, `${phrase} belongs in bn.json`).toBe(false);
          }
        }
      }
    }
  });
});

describe('normalised form', () => {
  it('folds the two Unicode forms of ড়, ঢ় and য়, joiners and Bengali digits', () => {
    expect(normalize('\u09dc')).toBe(normalize('\u09a1\u09bc'));
    expect(normalize('\u09df')).toBe(normalize('\u09af\u09bc'));
    expect(normalize('\u09dd')).toBe(normalize('\u09a2\u09bc'));
    // A nukta typed after the vowel sign.
    expect(normalize('ভা\u09a1\u09be\u09bc')).toBe(normalize('ভাড়া'));
    expect(normalize('ফ্\u200dল্যাট')).toBe('ফ্ল্যাট');
    expect(normalize('ফ্\u200cল্যাট')).toBe('ফ্ল্যাট');
    expect(normalize('১৫০০০')).toBe('15000');
  });

  it('reads a word typed in either form of its letters, with joiners, as the same word', () => {
    reads('ভা\u09dcা', { property_type: 'rent' });
    reads('বা\u09a1\u09bcি', { category: 'house' });
    reads('কাজলা\u09df', { area: 'kazla' });
    reads('কাজলা\u09af\u09bc', { area: 'kazla' });
    reads('ফ্\u200dল্যাট ভাড়া', { category: 'apartment', property_type: 'rent' });
  });

  it('folds spellings to how they sound', () => {
    expect(foldSpelling('flaat')).toBe(foldSpelling('flat'));
    expect(foldSpelling('bhara')).toBe(foldSpelling('vara'));
    expect(foldSpelling('basha')).toBe(foldSpelling('basa'));
    expect(foldSpelling('hazar')).toBe(foldSpelling('hajar'));
    expect(foldSpelling(normalize('বাড়ী'))).toBe(foldSpelling(normalize('বাড়ি')));
    expect(foldSpelling(normalize('শহর'))).toBe(foldSpelling(normalize('সহর')));
  });
});

describe('misspellings, by a distance that grows with the word', () => {
  it('allows none up to four Latin letters or three Bengali characters, one from five (four), two from eight', () => {
    expect(allowedEdits('rest')).toBe(0);
    expect(allowedEdits('flaat')).toBe(1);
    expect(allowedEdits('aparment')).toBe(2);
    expect(allowedEdits('বাস')).toBe(0);
    expect(allowedEdits('অফিছ')).toBe(1);
  });

  it('finds the words of the issue and their like, in both scripts', () => {
    reads('flaat', { category: 'apartment' });
    reads('aparment', { category: 'apartment' });
    reads('bhada', { property_type: 'rent' });
    reads('basha vhara', { category: 'apartment', property_type: 'rent' });
    reads('offfice', { category: 'office' });
    reads('dukaan', { category: 'shop' });
    reads('familly', { tenant: 'family' });
    reads('studants', { tenant: 'student' });
    reads('parkeing', { category: 'parking' });
    // The start of a word is searched as such, not guessed at.
    reads('parkin', {}, 'parkin');
    reads('ফ্লাট', { category: 'apartment' });
    reads('এপার্টমেন্ট', { category: 'apartment' });
    reads('অ্যাপার্টমেন্ট', { category: 'apartment' });
    reads('ফ্যামিলী', { tenant: 'family' });
    reads('বিক্রী', { property_type: 'sell' });
    reads('পার্কীং', { category: 'parking' });
  });

  it('never takes a short word, or a real word one letter away, for a vocabulary word', () => {
    reads('rest', {}, 'rest');
    reads('bus stop', {}, 'bus stop');
    reads('lane', {}, 'lane');
    reads('flag', {}, 'flag');
    reads('3 storey', {}, '3 storey');
    reads('story', {}, 'story');
    reads('officer', {}, 'officer');
    reads('least', {}, 'least');
    reads('বাস', {}, 'বাস');
    reads('কাজল', {}, 'কাজল');
  });

  it('leaves everyday words that fold near a vocabulary word as words', () => {
    // Found by trying common English and Banglish words: each once turned into a filter.
    for (const word of [
      'paowa',
      'pakka',
      'pasha',
      'share',
      'shopping',
      'setting',
      'toilet',
      'roommate',
      'mall',
      'storm',
      'letter',
      'float',
      'pilot',
      'garbage',
    ])
      expect(understandQuery(word).filters, word).toEqual({});
    reads(
      'kazla te 2 room flat paowa jabe',
      { area: 'kazla', bedrooms: 2, category: 'apartment' },
      'paowa jabe',
    );
    reads(
      'flat for sale attached toilet',
      { category: 'apartment', property_type: 'sell' },
      'attached toilet',
    );
  });
});

describe('amounts as spoken', () => {
  it('reads thousands, lakhs and crores in words, digits and both scripts', () => {
    reads('25k', { max_price: 25000 });
    reads('12 hajar', { max_price: 12000 });
    reads('১২ হাজার', { max_price: 12000 });
    reads('15 thousand', { max_price: 15000 });
    reads('15 thausand', { max_price: 15000 });
    reads('৪০ লাখ', { max_price: 4_000_000, property_type: 'sell' });
    reads('40 lac', { max_price: 4_000_000, property_type: 'sell' });
    reads('৪০ লক্ষ', { max_price: 4_000_000, property_type: 'sell' });
    reads('2 crore', { max_price: 20_000_000, property_type: 'sell' });
    reads('2.5 crore', { max_price: 25_000_000, property_type: 'sell' });
    reads('২.৫ কোটি', { max_price: 25_000_000, property_type: 'sell' });
    reads('dosh hajar', { max_price: 10000 });
    reads('দশ হাজার', { max_price: 10000 });
    reads('আড়াই কোটি', { max_price: 25_000_000, property_type: 'sell' });
  });

  it('reads limits before and after the amount', () => {
    reads('under 8 thousand', { max_price: 8000 });
    reads('less than 8 thousand', { max_price: 8000 });
    reads('below 60 lakh', { max_price: 6_000_000, property_type: 'sell' });
    reads('up to 50 lakh', { max_price: 5_000_000, property_type: 'sell' });
    reads('10 hajar er moddhe', { max_price: 10000 });
    reads('১০ হাজারের মধ্যে', { max_price: 10000 });
    reads('৫০ লক্ষ টাকার মধ্যে', { max_price: 5_000_000, property_type: 'sell' });
    reads('২০০০০ টাকার নিচে', { max_price: 20000 });
    reads('50 lakh taka er beshi', { min_price: 5_000_000, property_type: 'sell' });
  });

  it('reads ranges: from … to …, 10-15k, theke, থেকে', () => {
    reads('10-15k', { min_price: 10000, max_price: 15000 });
    reads('from 15 thousand to 25 thousand', { min_price: 15000, max_price: 25000 });
    reads('20 hajar theke 30 hajar', { min_price: 20000, max_price: 30000 });
    reads('২০ থেকে ৩০ হাজার', { min_price: 20000, max_price: 30000 });
  });

  it('reads "around" as 15 % either side', () => {
    reads('around 10k', { min_price: 8500, max_price: 11500 });
    reads('about 20 thousand', { min_price: 17000, max_price: 23000 });
    reads('প্রায় ৫০ লাখ', { min_price: 4_250_000, max_price: 5_750_000, property_type: 'sell' });
    reads('১০ হাজারের মতো', { min_price: 8500, max_price: 11500 });
    reads('10k er moto', { min_price: 8500, max_price: 11500 });
    // Not before an amount: "around Kajla" is a place, nothing more.
    reads('flat around kajla', { category: 'apartment', area: 'kazla' });
  });
});

describe('everyday words, verbs and tenants', () => {
  it('reads everyday words for kinds and verbs of buying and renting', () => {
    reads('jayga kinbo', { category: 'land', property_type: 'sell' });
    reads('জায়গা বিক্রি', { category: 'land', property_type: 'sell' });
    reads('I want to buy a house', { property_type: 'sell', category: 'house' });
    reads('বাড়ি কিনবো', { category: 'house', property_type: 'sell' });
    reads('car park for rent', { category: 'parking', property_type: 'rent' });
    reads('shop space', { category: 'shop' });
    reads('বাসা ভাড়া নেব', { category: 'apartment', property_type: 'rent' });
  });

  it('reads mess, seat and sublet as a flat to rent, and who it is for as the tenant', () => {
    reads('mess', { category: 'apartment', property_type: 'rent' });
    reads('seat for students', { category: 'apartment', property_type: 'rent', tenant: 'student' });
    reads('sublet for family', { category: 'apartment', property_type: 'rent', tenant: 'family' });
    reads('সাবলেট', { category: 'apartment', property_type: 'rent' });
    reads('মেসের সিট', { category: 'apartment', property_type: 'rent' });
    reads('for bachelors', { tenant: 'bachelor_male' });
    reads('ব্যাচেলরদের জন্য', { tenant: 'bachelor_male' });
    reads('ছাত্রদের জন্য', { tenant: 'student' });
    reads('chatroder jonno', { tenant: 'student' });
  });

  it('drops words that filter nothing, and reads the gate of RUET and পাকিং (issue 34, tuning set)', () => {
    reads('a piece of land', { category: 'land' });
    reads('dokan ghor', { category: 'shop' });
    reads('meyeder der jonno', { tenant: 'bachelor_female' });
    reads('for working women', { tenant: 'bachelor_female' });
    reads('চাকরিজীবী ব্যাচেলর', { tenant: 'bachelor_male' });
    reads('দোকান স্পেস', { category: 'shop' });
    reads('ruet gate er kache', { near: 'ruet' });
    reads('রুয়েট গেটের সামনে', { near: 'ruet' });
    reads('পাকিং', { category: 'parking' });
  });

  it('reads places with the postpositions glued to them', () => {
    reads('uposhohor e', { area: 'uposhohor' });
    reads('uposhohore', { area: 'uposhohor' });
    reads('kajla te', { area: 'kazla' });
    reads('kajlar kache', { area: 'kazla' });
    reads('কাজলায়', { area: 'kazla' });
    reads('RUET er kache', { near: 'ruet' });
  });

  it('reads a misspelt Banglish search with a spoken amount whole', () => {
    reads('kajlay flaat bhada 12 hajar er moddhe', {
      area: 'kazla',
      category: 'apartment',
      property_type: 'rent',
      max_price: 12000,
    });
  });
});
