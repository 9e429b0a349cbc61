import { describe, expect, it } from 'vitest';
import { hasHiddenContact, mobileNumbersIn } from './hidden-contact';

// Messages that hide a number, a link or an address, however written…
const CONTACTS = [
  '01711223344',
  'call 017 11 22 33 44',
  '০১৭১১-২২৩৩৪৪',
  '0 1 7 1 1 2 2 3 3 4 4',
  '+880.1711.223344',
  'zero one seven one one two two three three four four',
  'শূন্য এক সাত এক এক দুই দুই তিন তিন চার চার',
  '8801711223344',
  'https://example.com/flat',
  'www.flats.org',
  'see thikana-flats dot com',
  'thikana ডট com',
  'rahim@gmail.com',
  'rahim at the rate gmail dot com',
  'rahim (at) gmail (dot) com',
  'wa.me/8801711223344',
  'my site is flats.\u200Bcom',
  'O1711223344',
  'call 1711223344',
  '17112 23344',
];

// …and plain ones, whose times, prices, dates and house numbers are no contact.
const PLAIN = [
  'Is the flat still free? I can come at 5 pm.',
  'আমি সন্ধ্যা ৭টার পর কথা বলতে পারব। বাজেট ১৫০০০ টাকা।',
  'Two bedrooms, 1200 sqft, rent 15,000 taka, from 1 May 2026.',
  'Someone from our family will come. Nice.Me and my wife.',
  'আমরা একটি পরিবার, দুই জন।',
  'Budget 15,000-20,000, 2 rooms, from 01.05.2026',
  'Meet at the gate at 10.',
  'Budget 15000-20000 taka',
  'Budget 1,500,000 to 2,000,000',
  'Come to house no 10, road 3.',
];

describe('hasHiddenContact', () => {
  it.each([...CONTACTS.map((text) => [text, true] as const), ...PLAIN.map((text) => [text, false] as const)])(
    '%j holds a contact: %s',
    (text, found) => {
      expect(hasHiddenContact(text)).toBe(found);
    },
  );
});

describe('the mobile numbers a listing spells out', () => {
  it('reads each once, however written, as +8801…', () => {
    const text =
      'কল করুন ০১৭১২-৩৪৫৬৭৮ অথবা 01812 345 678 (WhatsApp +8801712345678); ' +
      'zero one nine one one two two three three four four. Rent 15,000-20,000.';
    expect(mobileNumbersIn(text)).toEqual(['+8801712345678', '+8801812345678', '+8801911223344']);
  });

  it('finds none in prices, sizes and dates', () => {
    expect(mobileNumbersIn('1200 sqft, rent 15,000 taka, from 01.05.2026, road 3')).toEqual([]);
  });
});
