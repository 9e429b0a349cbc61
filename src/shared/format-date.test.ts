import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('dates', () => {
  const evening = new Date('2026-11-24T20:30:00Z'); // 02:30 on the 25th in Rajshahi

  it('writes the day of Rajshahi, in the reader language', () => {
    expect(formatDate(evening, 'bn', 'day')).toBe('২৫ নভেম্বর, ২০২৬');
    expect(formatDate(evening, 'en', 'day')).toBe('25 November 2026');
    expect(formatDate(evening, 'bn', 'month')).toBe('নভেম্বর ২০২৬');
    expect(formatDate(evening, 'en', 'year')).toBe('2026');
    expect(formatDate(evening, 'bn', 'dayShort')).toBe('২৫ নভে');
    expect(formatDate(evening, 'en', 'dateTime')).toBe('25 Nov 2026, 02:30');
    expect(formatDate(evening, 'bn', 'dateTime')).toBe('২৫ নভে ২০২৬, ০২:৩০');
  });

  it('writes the long forms as Intl does for bn-BD and en-GB in Asia/Dhaka, every month of a year', () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', ...options });
    const bnDay = intl('bn-BD', { dateStyle: 'long' });
    const enDay = intl('en-GB', { dateStyle: 'long' });
    const bnMonth = intl('bn-BD', { month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      // 18:30 UTC is midnight in Rajshahi: each date is checked on both sides of it.
      for (const time of ['18:29:59Z', '18:30:00Z']) {
        const date = new Date(`2026-${String(month + 1).padStart(2, '0')}-28T${time}`);
        expect(formatDate(date, 'bn', 'day')).toBe(bnDay.format(date));
        expect(formatDate(date, 'en', 'day')).toBe(enDay.format(date));
        expect(formatDate(date, 'bn', 'month')).toBe(bnMonth.format(date));
      }
    }
  });
});
