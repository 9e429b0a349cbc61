import type { Language } from './enums';
import { localDigits } from './format';

/**
 * How a date is written: `year` "2026"; `month` "November 2026"; `day` "25 November 2026";
 * `dayShort` "25 Nov"; `dateTime` "25 Nov 2026, 14:30". In bn the same with Bengali month names
 * and digits ("২৫ নভেম্বর, ২০২৬").
 */
export type DateStyle = 'year' | 'month' | 'day' | 'dayShort' | 'dateTime';

const MONTHS: Record<Language, { long: string[]; short: string[] }> = {
  bn: {
    long: 'জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর'.split(' '),
    short: 'জানু ফেব মার্চ এপ্রি মে জুন জুল আগ সেপ অক্টো নভে ডিসে'.split(' '),
  },
  en: {
    long: 'January February March April May June July August September October November December'.split(' '),
    short: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' '),
  },
};

// Bangladesh keeps UTC+6 all year (no daylight saving since 2009).
const RAJSHAHI_OFFSET_MS = 6 * 60 * 60 * 1000;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A date as Rajshahi's calendar and clock give it, wherever the code runs. Written by hand rather
 * than with Intl.DateTimeFormat: the server that draws a page and the phone that takes it over must
 * write the same words (their ICU data differ between versions), and the first Bengali formatter a
 * phone makes costs it tens of milliseconds of loading locale data, at the moment the page hydrates.
 */
export function formatDate(date: Date, language: Language, style: DateStyle): string {
  const inRajshahi = new Date(date.getTime() + RAJSHAHI_OFFSET_MS);
  const year = localDigits(String(inRajshahi.getUTCFullYear()), language);
  const day = localDigits(String(inRajshahi.getUTCDate()), language);
  const { long, short } = MONTHS[language];
  const month = inRajshahi.getUTCMonth();
  switch (style) {
    case 'year':
      return year;
    case 'month':
      return `${long[month]} ${year}`;
    case 'day':
      return language === 'bn' ? `${day} ${long[month]}, ${year}` : `${day} ${long[month]} ${year}`;
    case 'dayShort':
      return `${day} ${short[month]}`;
    case 'dateTime': {
      const time = `${twoDigits(inRajshahi.getUTCHours())}:${twoDigits(inRajshahi.getUTCMinutes())}`;
      return `${day} ${short[month]} ${year}, ${localDigits(time, language)}`;
    }
  }
}
