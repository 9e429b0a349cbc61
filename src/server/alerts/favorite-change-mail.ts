import { formatAmount } from '../../shared/format';
import type { Notification, Recipient } from './channels';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';
import { listingHtml, listingText } from './listing-in-mail';

/**
 * Tells a user who asked for it (opt-in) that a favourite's price fell (from the price they saved
 * it at, as their favourites page says), or that it was rented or sold, in their language, with the
 * listing and a link to their favourites, where the switch that stops these mails is.
 */
export function favoriteChangeMail(
  notification: Extract<Notification, { kind: 'favorite-change' }>,
  recipient: Recipient,
): Mail {
  const bn = recipient.language === 'bn';
  const { listing, change } = notification;
  const before = change.type === 'price' ? formatAmount(change.previousPrice, recipient.language) : '';
  const after = formatAmount(listing.price, recipient.language);
  const copy = bn
    ? {
        subject:
          change.type === 'price'
            ? `ঠিকানা: পছন্দের বিজ্ঞাপনের দাম কমেছে`
            : `ঠিকানা: পছন্দের বিজ্ঞাপনটি ${change.status === 'rented' ? 'ভাড়া' : 'বিক্রি'} হয়ে গেছে`,
        body:
          change.type === 'price'
            ? `আপনার পছন্দের তালিকার “${listing.title}”-এর দাম ${before} টাকা থেকে কমে ${after} টাকা হয়েছে।`
            : `আপনার পছন্দের তালিকার “${listing.title}” ${change.status === 'rented' ? 'ভাড়া' : 'বিক্রি'} হয়ে গেছে বলে মালিক জানিয়েছেন।`,
        action: 'আমার পছন্দের তালিকা',
        why: 'আপনি পছন্দের বিজ্ঞাপনের খবর পেতে চেয়েছেন; পছন্দের তালিকার পাতাতেই এটি বন্ধ করা যায়।',
      }
    : {
        subject:
          change.type === 'price'
            ? 'Thikana: a favourite’s price fell'
            : `Thikana: a favourite was ${change.status}`,
        body:
          change.type === 'price'
            ? `The price of “${listing.title}”, one of your favourites, fell from ${before} to ${after} BDT.`
            : `The owner of “${listing.title}”, one of your favourites, says it is ${change.status}.`,
        action: 'My favourites',
        why: 'You asked for news of your favourites; you can turn it off on your favourites page.',
      };
  const greeting = recipient.name ? (bn ? `প্রিয় ${recipient.name},` : `Dear ${recipient.name},`) : null;
  const lines = [greeting, copy.body].filter((line): line is string => line !== null);
  const text =
    `${lines.join('\n\n')}\n\n${listingText(listing, recipient.language)}\n\n` +
    `${copy.action}: ${notification.favoritesUrl}\n\n${copy.why}\n`;
  const html =
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    listingHtml(listing, recipient.language) +
    `<p><a href="${escapeHtml(notification.favoritesUrl)}">${escapeHtml(copy.action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(copy.why)}</p>`;
  return { to: recipient.email ?? '', subject: copy.subject, text, html };
}
