import { CATEGORY_NAMES, type Language } from '../../shared/enums';
import { formatAmount, localDigits } from '../../shared/format';
import type { Notification, Recipient, SearchOutline } from './channels';
import { CONFIRM_TOKEN_DAYS } from './alert-token';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';

/**
 * A visitor's first and, until its link is followed, only mail (double opt-in), in the language of
 * the page they subscribed from. Anyone may type anyone's address: the mail says so, and that
 * ignoring it is enough. It quotes nothing the visitor wrote (not the search's name nor its
 * keyword), which would put a stranger's words in a site mail to an address nobody has proved: the
 * search is described by its filters, in the site's words.
 */
export function searchConfirmMail(
  notification: Extract<Notification, { kind: 'search-confirm' }>,
  recipient: Recipient,
): Mail {
  const bn = recipient.language === 'bn';
  const search = describeSearch(notification.search, recipient.language);
  const days = localDigits(String(CONFIRM_TOKEN_DAYS), recipient.language);
  const copy = bn
    ? {
        subject: 'ঠিকানা: খোঁজের খবর পেতে ই-মেইল নিশ্চিত করুন',
        body: `ঠিকানায় কেউ (সম্ভবত আপনি) এই ঠিকানায় একটি খোঁজের (${search}) সাথে মেলে এমন নতুন বিজ্ঞাপনের খবর পেতে চেয়েছেন। নিচের লিংকে গিয়ে নিশ্চিত করলে খবর পাঠানো শুরু হবে। লিংকটি ${days} দিন কাজ করবে।`,
        action: 'হ্যাঁ, খবর পাঠান',
        ignore: 'আপনি না চাইলে এই ই-মেইলটি উপেক্ষা করুন; আর কোনো ই-মেইল পাঠানো হবে না।',
      }
    : {
        subject: 'Thikana: confirm your search alerts',
        body: `Someone (probably you) asked Thikana to mail this address when new listings match a search (${search}). Follow the link below to confirm, and the alerts start. The link works for ${days} days.`,
        action: 'Yes, send me alerts',
        ignore: 'If you did not ask for this, ignore this e-mail; nothing more will be sent.',
      };
  const text = `${copy.body}\n\n${copy.action}: ${notification.confirmUrl}\n\n${copy.ignore}\n`;
  const html =
    `<p>${escapeHtml(copy.body)}</p>` +
    `<p><a href="${escapeHtml(notification.confirmUrl)}">${escapeHtml(copy.action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(copy.ignore)}</p>`;
  return { to: recipient.email ?? '', subject: copy.subject, text, html };
}

const WORDS = {
  bn: {
    any: 'যেকোনো প্রপার্টি',
    rent: 'ভাড়ার',
    sell: 'বিক্রির',
    from: (amount: string) => `অন্তত ${amount} টাকা`,
    upTo: (amount: string) => `সর্বোচ্চ ${amount} টাকা`,
    bedrooms: (n: string) => `${n}+ বেডরুম`,
    more: 'আরও কিছু শর্ত',
  },
  en: {
    any: 'any property',
    rent: 'for rent',
    sell: 'for sale',
    from: (amount: string) => `from ${amount} BDT`,
    upTo: (amount: string) => `up to ${amount} BDT`,
    bedrooms: (n: string) => `${n}+ bedrooms`,
    more: 'more filters',
  },
} as const;

/** "Apartment for rent, up to 15 000 BDT, 2+ bedrooms, more filters" ("ভাড়ার অ্যাপার্টমেন্ট, …" in bn). */
export function describeSearch(search: SearchOutline, language: Language): string {
  const words = WORDS[language];
  const what = search.category ? CATEGORY_NAMES[language][search.category] : words.any;
  const deal = search.deal ? words[search.deal] : '';
  const parts = [
    language === 'bn' ? [deal, what].filter(Boolean).join(' ') : [what, deal].filter(Boolean).join(' '),
  ];
  if (search.minPrice !== null) parts.push(words.from(formatAmount(search.minPrice, language)));
  if (search.maxPrice !== null) parts.push(words.upTo(formatAmount(search.maxPrice, language)));
  if (search.bedrooms !== null) parts.push(words.bedrooms(localDigits(String(search.bedrooms), language)));
  if (search.more) parts.push(words.more);
  return parts.join(', ');
}
