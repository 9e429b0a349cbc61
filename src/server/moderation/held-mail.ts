import type { Language } from '../../shared/enums';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';

interface Owner {
  email: string;
  name: string;
  language: Language;
}

/** Tells the owner, in their language, that reports took a listing off the site until an admin looks. */
export function heldMail(owner: Owner, title: string, link: string): Mail {
  const bn = owner.language === 'bn';
  const copy = bn
    ? {
        subject: 'ঠিকানা: আপনার বিজ্ঞাপন পর্যালোচনায় আছে',
        body: `কয়েকজন দর্শক আপনার বিজ্ঞাপন “${title}” নিয়ে অভিযোগ করেছেন, তাই আমরা দেখে নেওয়া পর্যন্ত এটি লুকানো আছে।\n\nসব ঠিক থাকলে বিজ্ঞাপনটি আবার প্রকাশিত হবে; না হলে আমরা কারণ জানাব।`,
        action: 'আমার বিজ্ঞাপনগুলো দেখুন',
      }
    : {
        subject: 'Thikana: your listing is under review',
        body: `Several visitors reported your listing “${title}”, so it is hidden until we have looked at it.\n\nIf all is well it comes back; if not, we will tell you why.`,
        action: 'See my listings',
      };
  const greeting = bn ? `প্রিয় ${owner.name},` : `Dear ${owner.name},`;
  const text = `${greeting}\n\n${copy.body}\n\n${copy.action}: ${link}\n`;
  const paragraphs = [greeting, ...copy.body.split('\n\n')].map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const html = `${paragraphs}<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`;
  return { to: owner.email, subject: copy.subject, text, html };
}
