import { localDigits } from '../../shared/format';
import type { Notification, Recipient } from './channels';
import { oneLine } from './search-name';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';
import { listingHtml, listingText } from './listing-in-mail';

/** A digest shows this many listings; the rest are one link to the search. */
export const LISTINGS_IN_ALERT_MAIL = 10;

/**
 * Listings that match a saved search, in the reader's language: at once (usually one), or a day's
 * in a digest (the first ten, then "and N more" as a link to the search). Each listing with its
 * photo, price, area and link; a price that fell under the search's maximum says so. A visible
 * unsubscribe link to the web screen, and RFC 8058 headers so that mail programs offer one-click
 * unsubscribe (their POST goes to the API itself).
 */
export function searchAlertMail(
  notification: Extract<Notification, { kind: 'search-alert' }>,
  recipient: Recipient,
): Mail {
  const { language } = recipient;
  const bn = language === 'bn';
  const name = oneLine(notification.searchName);
  const total = notification.listings.length;
  const shown = notification.listings.slice(0, LISTINGS_IN_ALERT_MAIL);
  const more = total - shown.length;
  const n = localDigits(String(total), language);
  const m = localDigits(String(more), language);
  const copy = bn
    ? {
        subject: notification.digest
          ? `ঠিকানা: “${name}” খোঁজে আজ ${n}টি বিজ্ঞাপন`
          : total === 1
            ? `ঠিকানা: “${name}” খোঁজে নতুন বিজ্ঞাপন`
            : `ঠিকানা: “${name}” খোঁজে ${n}টি নতুন বিজ্ঞাপন`,
        intro: notification.digest
          ? `গত দিনে আপনার সংরক্ষিত খোঁজ “${name}”-এর সাথে ${n}টি বিজ্ঞাপন মিলেছে।`
          : `আপনার সংরক্ষিত খোঁজ “${name}”-এর সাথে মেলে এমন ${total === 1 ? 'একটি' : `${n}টি`} বিজ্ঞাপন এইমাত্র প্রকাশিত হয়েছে।`,
        priceDrop: 'দাম কমে আপনার বাজেটের মধ্যে এসেছে',
        more: `আরও ${m}টি বিজ্ঞাপন দেখুন`,
        open: 'এই খোঁজের সব বিজ্ঞাপন দেখুন',
        why: 'আপনি ঠিকানায় এই খোঁজের খবর পেতে চেয়েছেন বলে এই ই-মেইল পাচ্ছেন।',
        unsubscribe: 'এই খোঁজের ই-মেইল বন্ধ করুন',
      }
    : {
        subject: notification.digest
          ? `Thikana: ${n} listing${total === 1 ? '' : 's'} for “${name}” today`
          : total === 1
            ? `Thikana: a new listing for “${name}”`
            : `Thikana: ${n} new listings for “${name}”`,
        intro: notification.digest
          ? `${n} listing${total === 1 ? '' : 's'} matched your saved search “${name}” in the last day.`
          : `${total === 1 ? 'A listing' : `${n} listings`} matching your saved search “${name}” just went live.`,
        priceDrop: 'The price fell within your budget',
        more: `See ${m} more`,
        open: 'See every listing of this search',
        why: 'You get this mail because you asked Thikana for news of this search.',
        unsubscribe: 'Stop mails for this search',
      };
  const dropped = new Set(notification.priceDropIds);
  const greeting = recipient.name ? (bn ? `প্রিয় ${recipient.name},` : `Dear ${recipient.name},`) : null;
  const lines = [greeting, copy.intro].filter((line): line is string => line !== null);
  const text =
    `${lines.join('\n\n')}\n\n` +
    shown
      .map((listing) => {
        const note = dropped.has(listing.id) ? `${copy.priceDrop}\n` : '';
        return note + listingText(listing, language);
      })
      .join('\n\n') +
    `\n\n${more > 0 ? copy.more : copy.open}: ${notification.searchUrl}\n\n` +
    `${copy.why}\n${copy.unsubscribe}: ${notification.unsubscribeUrl}\n`;
  const searchLink = `<a href="${escapeHtml(notification.searchUrl)}">`;
  const html =
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    shown
      .map((listing) => listingHtml(listing, language, dropped.has(listing.id) ? copy.priceDrop : undefined))
      .join('') +
    `<p>${searchLink}${escapeHtml(more > 0 ? copy.more : copy.open)}</a></p>` +
    `<p style="color:#555;font-size:13px">${escapeHtml(copy.why)} ` +
    `<a href="${escapeHtml(notification.unsubscribeUrl)}">${escapeHtml(copy.unsubscribe)}</a></p>`;
  return {
    to: recipient.email ?? '',
    subject: copy.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${notification.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
