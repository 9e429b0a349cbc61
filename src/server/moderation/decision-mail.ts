import type { Language } from '../../shared/enums';
import { linkMail } from '../mail/link-mail';
import type { Mail } from '../mail/mailer';

interface Owner {
  email: string;
  name: string;
  language: Language;
}

/** Tells the owner, in their language, that a listing is now public, or why it is not. */
export function decisionMail(owner: Owner, title: string, reason: string | null, link: string): Mail {
  const bn = owner.language === 'bn';
  const copy =
    reason === null
      ? bn
        ? {
            subject: `ঠিকানা: আপনার বিজ্ঞাপন প্রকাশিত হয়েছে`,
            body: `আপনার বিজ্ঞাপন “${title}” অনুমোদিত হয়েছে; এখন সবাই দেখতে ও আপনাকে কল করতে পারবে।`,
            action: 'আমার বিজ্ঞাপনগুলো দেখুন',
          }
        : {
            subject: 'Thikana: your listing is live',
            body: `Your listing “${title}” has been approved; everyone can now see it and call you.`,
            action: 'See my listings',
          }
      : bn
        ? {
            subject: `ঠিকানা: আপনার বিজ্ঞাপন প্রকাশ করা যায়নি`,
            body: `আপনার বিজ্ঞাপন “${title}” এখন প্রকাশিত নয়। কারণ: ${reason}\n\nবিজ্ঞাপনটি ঠিক করে সংরক্ষণ করলে আমরা আবার দেখে নেব।`,
            action: 'বিজ্ঞাপন ঠিক করুন',
          }
        : {
            subject: 'Thikana: your listing was not published',
            body: `Your listing “${title}” is not shown to visitors. Reason: ${reason}\n\nEdit and save it, and we will review it again.`,
            action: 'Fix my listing',
          };
  const greeting = bn ? `প্রিয় ${owner.name},` : `Dear ${owner.name},`;
  return linkMail(owner.email, link, { ...copy, paragraphs: [greeting, ...copy.body.split('\n\n')] });
}
