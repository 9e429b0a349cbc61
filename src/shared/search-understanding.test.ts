import { describe, expect, it } from 'vitest';
import places from './rajshahi-areas.json' with { type: 'json' };
import {
  alikeWords,
  understandKeyword,
  understandQuery,
  type UnderstoodFilters,
} from './search-understanding';

const reads = (text: string, filters: UnderstoodFilters, rest = '') =>
  expect(understandQuery(text), text).toEqual({ filters, rest });

describe('understanding a search', () => {
  it('reads categories, deals and tenants in Bengali, English and Banglish', () => {
    reads('flat for rent', { category: 'apartment', property_type: 'rent' });
    reads('ফ্ল্যাট ভাড়া', { category: 'apartment', property_type: 'rent' });
    reads('basa vara', { category: 'apartment', property_type: 'rent' });
    reads('dokan', { category: 'shop' });
    reads('দোকান', { category: 'shop' });
    reads('jomi bikri', { category: 'land', property_type: 'sell' });
    reads('plot for sale', { category: 'land', property_type: 'sell' });
    reads('গ্যারেজ', { category: 'parking' });
    reads('office space', { category: 'office' });
    reads('bari', { category: 'house' });
    reads('guest house', { category: 'guest-house' });
    reads('গেস্ট হাউজ', { category: 'guest-house' });
    reads('to-let', { property_type: 'rent' });
    reads('tolet', { property_type: 'rent' });
    reads('family', { tenant: 'family' });
    reads('ব্যাচেলর', { tenant: 'bachelor_male' });
    reads('ছাত্রী', { tenant: 'bachelor_female' });
    reads('student', { tenant: 'student' });
    reads('female students', { tenant: 'bachelor_female' });
    // A mess is a flat whose seats are let.
    reads('ছাত্রী মেস', { tenant: 'bachelor_female', category: 'apartment', property_type: 'rent' });
    reads('apartmnt', { category: 'apartment' });
    // Short words are not guessed at: "storey" is no "store".
    reads('3 storey', {}, '3 storey');
  });

  it('takes Bengali and Latin word endings off', () => {
    reads('বাসার', { category: 'apartment' });
    reads('উপশহরে ফ্ল্যাটের', { area: 'uposhohor', category: 'apartment' });
    reads('কাজলায়', { area: 'kazla' });
    reads('তালাইমারিতে', { area: 'talaimari' });
    reads('uposhohore', { area: 'uposhohor' });
    reads('kajlay shops', { area: 'kazla', category: 'shop' });
  });

  it('reads every area by its English and Bengali name, and common spellings and misspellings', () => {
    for (const area of [...places.neighbourhoods, ...places.thanas, ...places.upazilas]) {
      // Two areas share the name Paba; the server takes either as both.
      const expected = area.en === 'Paba' ? { area: expect.stringMatching(/^paba/) } : { area: area.slug };
      expect(understandQuery(area.en).filters, area.en).toEqual(expected);
      expect(understandQuery(area.bn).filters, area.bn).toEqual(expected);
    }
    reads('Kajla', { area: 'kazla' });
    reads('Kazla', { area: 'kazla' });
    reads('Saheb Bazar', { area: 'shaheb-bazar' });
    reads('shahebbazar', { area: 'shaheb-bazar' });
    reads('Shaheb Bazaar', { area: 'shaheb-bazar' });
    reads('Padma abashik', { area: 'padma-residential-area' });
    reads('পদ্মা আবাসিকে', { area: 'padma-residential-area' });
    reads('Uposohr', { area: 'uposhohor' });
    reads('Upashahar', { area: 'uposhohor' });
    reads('লক্ষীপুর', { area: 'laxmipur' });
    reads('Rajshahi', { city: 'rajshahi' });
  });

  it('reads rooms', () => {
    reads('2 bed', { bedrooms: 2 });
    reads('2 room', { bedrooms: 2 });
    reads('২ রুম', { bedrooms: 2 });
    reads('২ রুমের বাসা', { bedrooms: 2, category: 'apartment' });
    reads('2BHK', { bedrooms: 2 });
    reads('3-bed flat', { bedrooms: 3, category: 'apartment' });
    reads('3 bed room', { bedrooms: 3 });
    reads('দুই রুম', { bedrooms: 2 });
    reads('2-3 bed', { bedrooms: 2 });
  });

  it('reads prices: limits, units, ranges and every way of writing digits', () => {
    reads('under 15000', { max_price: 15000 });
    reads('flat under 15000', { category: 'apartment', max_price: 15000 });
    reads('১৫ হাজারের মধ্যে ফ্ল্যাট', { max_price: 15000, category: 'apartment' });
    reads('15000 er moddhe', { max_price: 15000 });
    reads('15 hajar takar moddhe', { max_price: 15000 });
    reads('20k', { max_price: 20000 });
    reads('50 lakh', { max_price: 5_000_000, property_type: 'sell' });
    reads('৫০ লাখ', { max_price: 5_000_000, property_type: 'sell' });
    reads('1 crore', { max_price: 10_000_000, property_type: 'sell' });
    reads('1.5 crore', { max_price: 15_000_000, property_type: 'sell' });
    reads('১৫,০০০', { max_price: 15000 });
    reads('15 000', { max_price: 15000 });
    // As the app writes prices.
    reads('1 500 000', { max_price: 1_500_000 });
    reads('১ ৫০০ ০০০ টাকা', { max_price: 1_500_000 });
    reads('15,000 taka', { max_price: 15000 });
    reads('1,00,000', { max_price: 100_000 });
    reads('above 50 lakh', { min_price: 5_000_000, property_type: 'sell' });
    reads('৫০০০-এর বেশি', { min_price: 5000 });
    reads('10k-15k', { min_price: 10000, max_price: 15000 });
    reads('10-15 hajar', { min_price: 10000, max_price: 15000 });
    reads('১০ থেকে ১৫ হাজারের মধ্যে', { min_price: 10000, max_price: 15000 });
    reads('50 lakh to 1 crore', { min_price: 5_000_000, max_price: 10_000_000, property_type: 'sell' });
    reads('৫০ লাখ থেকে ১ কোটি', { min_price: 5_000_000, max_price: 10_000_000, property_type: 'sell' });
    // An amount in lakh is a price to buy at, unless the visitor said rent.
    reads('dokan vara 1 lakh', { category: 'shop', property_type: 'rent', max_price: 100_000 });
    reads('cheap flat', { sort: 'price_asc', category: 'apartment' });
    reads('between 20000 and 10000', { min_price: 10000, max_price: 20000 });
  });

  it('reads asking for owners, not brokers, as the owners-only filter', () => {
    reads('owner only', { owners_only: true });
    reads('flat for rent owners only', { category: 'apartment', property_type: 'rent', owners_only: true });
    reads('মালিকের কাছ থেকে ফ্ল্যাট ভাড়া', { category: 'apartment', property_type: 'rent', owners_only: true });
    reads('no broker basa vara', { category: 'apartment', property_type: 'rent', owners_only: true });
    reads('basa vara dalal chara', { category: 'apartment', property_type: 'rent', owners_only: true });
    reads('দালাল ছাড়া বাসা', { category: 'apartment', owners_only: true });
  });

  it('keeps as words what is not a filter: small numbers, sizes, floors (a landmark is a filter: below)', () => {
    reads('sector 3 flat', { category: 'apartment' }, 'sector 3');
    reads('5 katha plot', { category: 'land' }, '5 katha');
    reads('৩ কাঠা জমি', { category: 'land' }, '৩ কাঠা');
    reads('flat near RUET', { category: 'apartment', near: 'ruet' });
    reads('4th floor', {}, '4th floor');
    reads('tin shed', {}, 'tin shed');
    reads('01712458903', {}, '01712458903');
    reads('under the bridge', {}, 'bridge');
    reads('2-3', {}, '2 3');
    // No price is that high: the API would refuse it, so it stays words.
    reads('999999999999999999 crore', {}, '999999999999999999 crore');
    reads('1.5-2.5 lakh', { min_price: 150_000, max_price: 250_000, property_type: 'sell' });
    reads('1234.6 taka', { max_price: 1235 });
  });

  it('gives a word left to search for its spellings in the other script', () => {
    expect(alikeWords('mess')).toEqual(['mess', 'মেস']);
    expect(alikeWords('রুয়েটের')).toEqual(expect.arrayContaining(['রুয়েটের', 'রুয়েট', 'ruet']));
    expect(alikeWords('৩')).toEqual(['৩', '3']);
    // No stem shorter than three letters: শহ would begin শহীদ too.
    expect(alikeWords('শহরে')).toEqual(['শহরে', 'শহর']);
    expect(alikeWords('pharmacy')).toEqual(['pharmacy', 'ফার্মেসি']);
    expect(alikeWords('zamindar')).toEqual(['zamindar']);
  });

  it('drops a filter said two ways rather than guess', () => {
    reads('flat or house for rent', { property_type: 'rent' });
    reads('family or bachelor', {});
  });

  it('reads whole intentions', () => {
    reads('2 room family flat for rent in Uposhohor under 15k', {
      bedrooms: 2,
      tenant: 'family',
      category: 'apartment',
      property_type: 'rent',
      area: 'uposhohor',
      max_price: 15000,
    });
    reads('উপশহরে ২ রুমের বাসা ভাড়া ১৫ হাজারের মধ্যে', {
      area: 'uposhohor',
      bedrooms: 2,
      category: 'apartment',
      property_type: 'rent',
      max_price: 15000,
    });
    reads('saheb bazar e dokan vara lagbe', {
      area: 'shaheb-bazar',
      category: 'shop',
      property_type: 'rent',
    });
  });

  it('leaves a keyword longer than a search takes alone', () => {
    const long = 'flat '.repeat(30);
    expect(understandQuery(long)).toEqual({ filters: {}, rest: long });
  });

  it('finds nothing new in what it left: reading the rest again changes nothing', () => {
    for (const text of ['sector 3 flat', '5 katha plot', 'flat near RUET 4th floor', 'tin-shed house 2026']) {
      const { rest } = understandQuery(text);
      expect(understandQuery(rest), text).toEqual({ filters: {}, rest });
    }
  });

  it('adds only the filters a search does not set already', () => {
    expect(understandKeyword('shop in kazla under 20k', (filter) => filter === 'category')).toEqual({
      filters: { area: 'kazla', max_price: 20000 },
      rest: '',
    });
  });
});

describe('landmarks', () => {
  it.each([
    ['RUET er pashe', 'ruet'],
    ['near RUET', 'ruet'],
    ['close to RUET', 'ruet'],
    ['রুয়েটের কাছে', 'ruet'],
    ['রাজশাহী বিশ্ববিদ্যালয়ের কাছে', 'rajshahi-university'],
    ['রাবির পাশে', 'rajshahi-university'],
    ['close to the medical college', 'rajshahi-medical-college'],
    ['রামেকের কাছে', 'rajshahi-medical-college'],
    ['RU gate', 'ru-main-gate'],
    ['near railway station', 'railway-station'],
    ['shiroil bus terminal er pashe', 'shiroil-bus-terminal'],
  ])('reads “%s” as near %s, and nothing left to search for', (text, slug) => {
    expect(understandQuery(text)).toEqual({ filters: { near: slug }, rest: '' });
  });

  it('keeps the other filters said with a landmark, and an area named alone an area', () => {
    expect(understandQuery('mess near RU gate under 5000').filters).toEqual({
      category: 'apartment',
      property_type: 'rent',
      near: 'ru-main-gate',
      max_price: 5000,
    });
    expect(understandQuery('flat in shiroil').filters).toEqual({ category: 'apartment', area: 'shiroil' });
  });

  it('reads Bengali words written together as the words they are', () => {
    expect(understandQuery('দোকানভাড়া')).toEqual({
      filters: { category: 'shop', property_type: 'rent' },
      rest: '',
    });
    expect(understandQuery('জমিবিক্রি রাজশাহী').filters).toEqual({
      category: 'land',
      property_type: 'sell',
      city: 'rajshahi',
    });
    // A word whose second part is no vocabulary word stays one word, and so does one whose two
    // parts are two kinds: বাসাবাড়ি is a home.
    expect(understandQuery('ভাড়াটিয়া')).toEqual({ filters: {}, rest: 'ভাড়াটিয়া' });
    expect(understandQuery('বাসাবাড়ি').filters).toEqual({ category: 'house' });
  });

  it('reads a Bengali word spelt in Latin letters by its sound: one entry, both scripts', () => {
    // বসতবাড়ি, শিক্ষার্থী and অবিবাহিত are in the Bengali vocabulary only.
    expect(understandQuery('bosotbari bikri').filters).toEqual({ category: 'house', property_type: 'sell' });
    expect(understandQuery('shiksharthi der jonno').filters).toEqual({ tenant: 'student' });
    expect(understandQuery('obibahit').filters).toEqual({ tenant: 'bachelor_male' });
    // Everyday words a letter away from a vocabulary word stay words.
    // Nor is a place read by its sound ("bhodro", decent, is no ভদ্রা), nor a short word ("site", সিট).
    for (const word of ['kintu', 'chakri', 'baccha', 'ami', 'kom', 'bhodro', 'kajol', 'site', 'sheet'])
      expect(understandQuery(word), word).toEqual({ filters: {}, rest: word });
  });
});
