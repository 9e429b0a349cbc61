import type { Language, PropertyType } from '../../shared/enums';
import { toBengaliDigits } from '../../shared/format';
import { formatDate } from '../../shared/format-date';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';

interface Owner {
  email: string;
  name: string;
  language: Language;
}

export interface ExpiryReminder {
  title: string;
  propertyType: PropertyType;
  expiresAt: Date;
  /** 7 or 1: how long before the expiry this reminder goes out. */
  daysBefore: number;
  /** The screens that renew the listing, and mark it rented or sold, each with its signed token. */
  renewLink: string;
  closeLink: string;
}

/**
 * Tells the owner, in their language, when a listing leaves the site, with a link that renews it
 * and one that marks it rented (rent) or sold (sale). The links open a screen with one button: a
 * mail scanner that opens them changes nothing.
 */
export function expiryReminderMail(owner: Owner, reminder: ExpiryReminder): Mail {
  const bn = owner.language === 'bn';
  const when = formatDate(reminder.expiresAt, owner.language, 'day');
  const rent = reminder.propertyType === 'rent';
  const { title } = reminder;
  const days = bn ? toBengaliDigits(String(reminder.daysBefore)) : String(reminder.daysBefore);
  const copy = bn
    ? {
        subject:
          reminder.daysBefore === 1
            ? 'ঠিকানা: আপনার বিজ্ঞাপনের মেয়াদ কাল শেষ হবে'
            : `ঠিকানা: আপনার বিজ্ঞাপনের মেয়াদ ${days} দিনে শেষ হবে`,
        body: `আপনার বিজ্ঞাপন “${title}” ${when} তারিখে সাইট থেকে সরে যাবে।\n\nএখনো ${rent ? 'ভাড়া' : 'বিক্রি'} না হয়ে থাকলে এক ক্লিকে নবায়ন করুন; নতুন করে যাচাই লাগবে না।`,
        renew: 'বিজ্ঞাপন নবায়ন করুন',
        close: rent ? 'ভাড়া হয়ে গেছে' : 'বিক্রি হয়ে গেছে',
        closeNote: rent
          ? 'ভাড়া হয়ে গেলে জানিয়ে দিন, তাহলে আর কেউ ফোন করবে না:'
          : 'বিক্রি হয়ে গেলে জানিয়ে দিন, তাহলে আর কেউ ফোন করবে না:',
        links: 'লিংক দুটি ৩০ দিন কাজ করবে।',
      }
    : {
        subject:
          reminder.daysBefore === 1
            ? 'Thikana: your listing expires tomorrow'
            : `Thikana: your listing expires in ${days} days`,
        body: `Your listing “${title}” leaves the site on ${when}.\n\nIf it is not ${rent ? 'rented' : 'sold'} yet, renew it with one click; it needs no new review.`,
        renew: 'Renew my listing',
        close: rent ? 'It is rented' : 'It is sold',
        closeNote: rent
          ? 'If it is rented, tell us, so that nobody calls you about it any more:'
          : 'If it is sold, tell us, so that nobody calls you about it any more:',
        links: 'Both links work for 30 days.',
      };
  const greeting = bn ? `প্রিয় ${owner.name},` : `Dear ${owner.name},`;
  const text =
    `${greeting}\n\n${copy.body}\n\n${copy.renew}: ${reminder.renewLink}\n\n` +
    `${copy.closeNote}\n${copy.close}: ${reminder.closeLink}\n\n${copy.links}\n`;
  const paragraphs = [greeting, ...copy.body.split('\n\n')].map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const html =
    paragraphs +
    `<p><a href="${escapeHtml(reminder.renewLink)}">${escapeHtml(copy.renew)}</a></p>` +
    `<p>${escapeHtml(copy.closeNote)} <a href="${escapeHtml(reminder.closeLink)}">${escapeHtml(copy.close)}</a></p>` +
    `<p>${escapeHtml(copy.links)}</p>`;
  return { to: owner.email, subject: copy.subject, text, html };
}
