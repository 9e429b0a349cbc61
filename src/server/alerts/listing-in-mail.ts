import type { Language } from '../../shared/enums';
import { priceText } from '../../shared/format';
import type { AlertListing } from './channels';
import { escapeHtml } from '../escape-html';

const PERIODS = {
  bn: { daily: 'প্রতি দিন', weekly: 'প্রতি সপ্তাহ', monthly: 'প্রতি মাস' },
  en: { daily: 'a day', weekly: 'a week', monthly: 'a month' },
};

/** A listing's price as a mail says it: "15 000 BDT a month", "৭৮ লাখ টাকা" in words too. */
export function listingPrice(
  listing: Pick<AlertListing, 'price' | 'rentPeriod'>,
  language: Language,
): string {
  const price = priceText(listing.price, language);
  return listing.rentPeriod ? `${price} ${PERIODS[language][listing.rentPeriod]}` : price;
}

/** A listing in a mail's text part: title, price, area, link, each on a line. */
export function listingText(listing: AlertListing, language: Language): string {
  return `${listing.title}\n${listingPrice(listing, language)} · ${listing.areaName}\n${listing.url}`;
}

/**
 * A listing in a mail's HTML part: its photo (when it has one, with the title as its text for mail
 * programs that hide images), title as the link, price and area. Plain tables and inline styles:
 * what mail programs draw alike.
 */
export function listingHtml(listing: AlertListing, language: Language, note?: string): string {
  const url = escapeHtml(listing.url);
  const photo = listing.photoUrl
    ? `<a href="${url}"><img src="${escapeHtml(listing.photoUrl)}" alt="${escapeHtml(listing.title)}" width="280" style="display:block;max-width:100%;height:auto;border-radius:6px"></a>`
    : '';
  return (
    `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse"><tr><td style="padding:0">` +
    photo +
    `<p style="margin:8px 0 2px;font-size:16px"><a href="${url}">${escapeHtml(listing.title)}</a></p>` +
    `<p style="margin:0;font-weight:bold">${escapeHtml(listingPrice(listing, language))}</p>` +
    (note ? `<p style="margin:0;color:#0D9276">${escapeHtml(note)}</p>` : '') +
    `<p style="margin:0;color:#555">${escapeHtml(listing.areaName)}</p>` +
    `</td></tr></table>`
  );
}
