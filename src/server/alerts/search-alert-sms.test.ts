import { describe, expect, it } from 'vitest';
import type { Notification, Recipient } from './channels';
import { searchAlertSms } from './search-alert-sms';
import { GSM_SEGMENT, smsLength, UCS2_SEGMENT } from '../sms/sms-segments';

type SearchAlert = Extract<Notification, { kind: 'search-alert' }>;

const listing = (id: string) => ({
  id,
  title: 'Flat',
  price: 15000,
  rentPeriod: 'monthly' as const,
  areaName: 'Kazla',
  photoUrl: null,
  url: `https://thikana.com.bd/product/${id}`,
});

function alert(searchName: string, count: number, priceDrops = 0): SearchAlert {
  const listings = Array.from({ length: count }, (_, i) => listing(`id-${i}`));
  return {
    kind: 'search-alert',
    searchName,
    listings,
    priceDropIds: listings.slice(0, priceDrops).map((l) => l.id),
    digest: false,
    searchUrl: 'https://thikana.com.bd/property-searched?category=apartment&area=kazla&max_price=20000',
    shortUrl: 'https://thikana.com.bd/s/Ab3dE9xZ',
    unsubscribeUrl: 'https://thikana.com.bd/alerts/unsubscribe?token=t',
    oneClickUnsubscribeUrl: 'https://thikana.com.bd/api/v1/saved-searches/unsubscribe/t',
  };
}
const reader = (language: 'bn' | 'en'): Recipient => ({ name: 'Rahim', language, email: null });

describe('the alert SMS', () => {
  it('says in Bengali, with Bengali digits, how many new listings, the name and the short link', () => {
    const text = searchAlertSms(alert('কাজলা ফ্ল্যাট', 3), reader('bn'));
    expect(text).toBe('৩টি নতুন বিজ্ঞাপন: কাজলা ফ্ল্যাট\nhttps://thikana.com.bd/s/Ab3dE9xZ');
    expect(smsLength(text)).toMatchObject({ encoding: 'ucs2' });
    expect(text.length).toBeLessThanOrEqual(UCS2_SEGMENT);
  });

  it('cuts a long Bengali name to one 70-unit segment, between letters, never inside a conjunct', () => {
    const name = 'উপশহর ও কাজলার দক্ষিণমুখী ফ্ল্যাট, পরিবারের জন্য, ২০ ০০০ টাকা পর্যন্ত';
    const text = searchAlertSms(alert(name, 12), reader('bn'));
    expect(text.length).toBeLessThanOrEqual(UCS2_SEGMENT);
    expect(text.startsWith('১২টি নতুন বিজ্ঞাপন: উপশহর')).toBe(true);
    expect(text.endsWith('…\nhttps://thikana.com.bd/s/Ab3dE9xZ')).toBe(true);
    // Cut where a letter ends: the kept part is a prefix of the name, not ending in a virama.
    const kept = /: (.*)…\n/.exec(text)?.[1] ?? '';
    expect(name.startsWith(kept)).toBe(true);
    expect(kept).not.toMatch(/[\u09CD\u200C\u200D]$/);
    // Every length of name stays in one segment.
    for (let n = 1; n <= name.length; n++) {
      const cut = searchAlertSms(alert(name.slice(0, n), 7), reader('bn'));
      expect(cut.length, name.slice(0, n)).toBeLessThanOrEqual(UCS2_SEGMENT);
    }
  });

  it('says when listings match because their price fell', () => {
    expect(searchAlertSms(alert('কাজলা', 2, 1), reader('bn'))).toBe(
      '২টি বিজ্ঞাপন মিলেছে: কাজলা\nhttps://thikana.com.bd/s/Ab3dE9xZ',
    );
    expect(searchAlertSms(alert('Kazla', 1, 1), reader('en'))).toBe(
      'Thikana: 1 listing now matches "Kazla"\nhttps://thikana.com.bd/s/Ab3dE9xZ',
    );
  });

  it('is in English with ASCII digits for an English reader, within one 160-character GSM segment', () => {
    expect(searchAlertSms(alert('Kazla flats', 1), reader('en'))).toBe(
      'Thikana: 1 new listing for "Kazla flats"\nhttps://thikana.com.bd/s/Ab3dE9xZ',
    );
    const long = 'Flats in Kazla or Binodpur near RUET, for a family, at most 20 000 BDT, '.repeat(2);
    const text = searchAlertSms(alert(long, 4), reader('en'));
    expect(smsLength(text)).toMatchObject({ encoding: 'gsm' });
    expect(smsLength(text).units).toBeLessThanOrEqual(GSM_SEGMENT);
    expect(text).toMatch(
      /^Thikana: 4 new listings for "Flats in Kazla .*\.\.\."\nhttps:\/\/thikana\.com\.bd\/s\/Ab3dE9xZ$/,
    );
  });

  it('keeps an English text with a Bengali name in one UCS-2 segment', () => {
    const text = searchAlertSms(alert('উপশহরে দুই রুমের ফ্ল্যাট ভাড়া', 2), reader('en'));
    expect(smsLength(text)).toMatchObject({ encoding: 'ucs2' });
    expect(text.length).toBeLessThanOrEqual(UCS2_SEGMENT);
    expect(text.startsWith('Thikana: 2 new listings for "উপ')).toBe(true);
  });
});
