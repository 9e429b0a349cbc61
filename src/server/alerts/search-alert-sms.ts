import type { Language } from '../../shared/enums';
import { localDigits } from '../../shared/format';
import type { Notification, Recipient } from './channels';
import { oneLine } from './search-name';
import { fitsOneSegment } from '../sms/sms-segments';

type SearchAlert = Extract<Notification, { kind: 'search-alert' }>;

/** What comes before the search's name: how many listings, and whether they are new or now cheap enough. */
function head(count: number, priceDrops: boolean, language: Language): string {
  const n = localDigits(String(count), language);
  if (language === 'bn') return priceDrops ? `${n}টি বিজ্ঞাপন মিলেছে: ` : `${n}টি নতুন বিজ্ঞাপন: `;
  if (priceDrops) return `Thikana: ${n} ${count === 1 ? 'listing now matches' : 'listings now match'} "`;
  return `Thikana: ${n} new ${count === 1 ? 'listing' : 'listings'} for "`;
}

/**
 * A saved search's alert as one SMS, in the reader's language (Bengali digits in bn): how many
 * listings, the search's name, and its short link (`/s/<code>`) on a line of its own. One segment
 * where possible (70 UTF-16 units in Bengali, 160 GSM characters in English): the name is cut, at
 * a letter's boundary (a Bengali conjunct is not split), to what is left. The Bengali text leaves the
 * site's name to the link, which shows it, for the name's sake; the English has room for it. A text
 * that would not fit even without a name (a very long site address) keeps the name whole.
 */
export function searchAlertSms(notification: SearchAlert, recipient: Recipient): string {
  const { language } = recipient;
  const start = head(notification.listings.length, notification.priceDropIds.length > 0, language);
  const end = `${language === 'en' ? '"' : ''}\n${notification.shortUrl ?? notification.searchUrl}`;
  const name = oneLine(notification.searchName);
  const whole = `${start}${name}${end}`;
  if (fitsOneSegment(whole)) return whole;
  const ellipsis = language === 'en' ? '...' : '…';
  const letters = [...new Intl.Segmenter(language, { granularity: 'grapheme' }).segment(name)].map(
    (part) => part.segment,
  );
  for (let kept = letters.length - 1; kept > 0; kept--) {
    const text = `${start}${letters.slice(0, kept).join('').trimEnd()}${ellipsis}${end}`;
    if (fitsOneSegment(text)) return text;
  }
  return whole;
}
