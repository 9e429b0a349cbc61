import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  priceText,
  readNumber,
  spokenAmount,
  spokenPrice,
  toAsciiDigits,
  toBengaliDigits,
} from './format';

describe('price formatting', () => {
  it('groups thousands with spaces', () => {
    expect(formatAmount(1500000, 'en')).toBe('1 500 000');
    expect(formatAmount(950, 'en')).toBe('950');
    expect(formatAmount(12000, 'en')).toBe('12 000');
  });

  it('writes Bengali digits in bn', () => {
    expect(formatAmount(25000, 'bn')).toBe('২৫ ০০০');
  });

  it('turns Bengali digits typed by a user back into ASCII', () => {
    expect(toAsciiDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(toAsciiDigits(toBengaliDigits('2026'))).toBe('2026');
  });

  it('reads numbers typed in either digit set, with or without separators', () => {
    expect(readNumber('১৫,০০০')).toBe(15000);
    expect(readNumber('15 000')).toBe(15000);
    expect(readNumber(' ')).toBeUndefined();
    expect(readNumber('fifteen')).toBeNaN();
    expect(readNumber('15,000')).toBe(15000);
    expect(readNumber('১ ২৫০.৫')).toBe(1250.5);
    expect(readNumber('-2')).toBe(-2);
  });

  it('reads digits only, not the other forms JavaScript takes for numbers', () => {
    for (const text of ['0x10', '1e3', 'Infinity', '12abc', '1.2.3', '-', '.'])
      expect(readNumber(text), text).toBeNaN();
  });
});

describe('prices the way people say them', () => {
  it.each([
    [0, null, null],
    [15_000, null, null],
    [99_999, null, null],
    [100_000, '1 lakh', '১ লাখ'],
    [100_400, '1 lakh', '১ লাখ'],
    [150_000, '1.5 lakh', '১.৫ লাখ'],
    [7_800_000, '78 lakh', '৭৮ লাখ'],
    [7_850_000, '78.5 lakh', '৭৮.৫ লাখ'],
    [7_855_000, '78.55 lakh', '৭৮.৫৫ লাখ'],
    [7_855_600, '78.56 lakh', '৭৮.৫৬ লাখ'],
    [7_800_400, '78 lakh', '৭৮ লাখ'],
    [7_801_000, '78.01 lakh', '৭৮.০১ লাখ'],
    [9_990_000, '99.9 lakh', '৯৯.৯ লাখ'],
    [9_994_999, '99.95 lakh', '৯৯.৯৫ লাখ'],
    // Rounds up to a hundred lakh: said as 1 crore, never "100 lakh".
    [9_999_499, '99.99 lakh', '৯৯.৯৯ লাখ'],
    [9_999_500, '1 crore', '১ কোটি'],
    [9_999_999, '1 crore', '১ কোটি'],
    [10_000_000, '1 crore', '১ কোটি'],
    [12_500_000, '1.25 crore', '১.২৫ কোটি'],
    [12_345_678, '1.23 crore', '১.২৩ কোটি'],
    [150_000_000, '15 crore', '১৫ কোটি'],
    [10_000_000_000, '1000 crore', '১০০০ কোটি'],
  ])('%i taka is said as %s / %s', (amount, en, bn) => {
    expect(spokenAmount(amount, 'en')).toBe(en);
    expect(spokenAmount(amount, 'bn')).toBe(bn);
  });

  it('names the currency after the spoken form, in running text after the exact figure', () => {
    expect(spokenPrice(7_800_000, 'bn')).toBe('৭৮ লাখ টাকা');
    expect(spokenPrice(7_800_000, 'en')).toBe('78 lakh taka');
    expect(spokenPrice(99_999, 'en')).toBeNull();
    expect(priceText(7_800_000, 'bn')).toBe('৭ ৮০০ ০০০ BDT · ৭৮ লাখ টাকা');
    expect(priceText(12_500_000, 'en')).toBe('12 500 000 BDT · 1.25 crore taka');
    expect(priceText(15_000, 'en')).toBe('15 000 BDT');
  });
});
