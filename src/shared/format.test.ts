import { describe, expect, it } from 'vitest';
import { formatAmount, readNumber, toAsciiDigits, toBengaliDigits } from './format';

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
  });
});
