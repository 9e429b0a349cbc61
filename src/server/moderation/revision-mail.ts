import type { Language } from '../../shared/enums';
import { greetedLinkMail, type GreetedCopy, type MailReader } from '../mail/link-mail';
import type { Mail } from '../mail/mailer';

/**
 * Tells the owner, in their language, that their changes to a public listing are live, or why they
 * were not taken (`reason`).
 */
export function revisionDecidedMail(
  owner: MailReader,
  title: string,
  reason: string | null,
  link: string,
): Mail {
  return greetedLinkMail(owner, link, reason === null ? acceptedCopy(title) : declinedCopy(title, reason));
}

const acceptedCopy = (title: string): Record<Language, GreetedCopy> => ({
  bn: {
    subject: 'ঠিকানা: আপনার বিজ্ঞাপনের পরিবর্তন প্রকাশিত হয়েছে',
    body: `আপনার বিজ্ঞাপন “${title}”-এর পরিবর্তনগুলো গ্রহণ করা হয়েছে; সবাই এখন নতুন সংস্করণটি দেখছে।`,
    action: 'আমার বিজ্ঞাপনগুলো দেখুন',
  },
  en: {
    subject: 'Thikana: your changes to a listing are live',
    body: `Your changes to “${title}” were accepted; everyone now sees the new version.`,
    action: 'See my listings',
  },
});

const declinedCopy = (title: string, reason: string): Record<Language, GreetedCopy> => ({
  bn: {
    subject: 'ঠিকানা: আপনার বিজ্ঞাপনের পরিবর্তন গ্রহণ করা হয়নি',
    body: `আপনার বিজ্ঞাপন “${title}”-এর পরিবর্তনগুলো গ্রহণ করা হয়নি। কারণ: ${reason}\n\nবিজ্ঞাপনটি আগের মতোই প্রকাশিত আছে। ঠিক করে আবার সংরক্ষণ করলে আমরা পরিবর্তনগুলো দেখে নেব।`,
    action: 'আমার বিজ্ঞাপনগুলো দেখুন',
  },
  en: {
    subject: 'Thikana: your changes to a listing were not accepted',
    body: `Your changes to “${title}” were not accepted. Reason: ${reason}\n\nThe listing stays public as it was. Edit and save it again, and we will review your changes.`,
    action: 'See my listings',
  },
});
