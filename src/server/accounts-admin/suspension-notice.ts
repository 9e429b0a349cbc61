import type { Language } from '../../shared/enums';
import { greetedLinkMail, type MailReader } from '../mail/link-mail';
import type { Mail } from '../mail/mailer';
import { fitSms } from '../notices/fit-sms';

// What an owner is told when an admin suspends their account or lifts the suspension, in their
// language: a mail, and an SMS of two segments at most (the reason cut to fit, notices/fit-sms.ts).
// The suspended owner cannot sign in, so the link is to the contact form.

/** The account suspended, with the admin's reason. */
export function suspendedMail(owner: MailReader, reason: string, link: string): Mail {
  return greetedLinkMail(owner, link, {
    bn: {
      subject: 'ঠিকানা: আপনার অ্যাকাউন্ট স্থগিত করা হয়েছে',
      body: `আপনার অ্যাকাউন্ট স্থগিত করা হয়েছে। কারণ: ${reason}\n\nস্থগিত থাকা অবস্থায় আপনার কোনো বিজ্ঞাপন সাইটে দেখা যাবে না এবং আপনি লগ ইন করতে পারবেন না। আপনার মনে হলে এটি ভুল, আমাদের লিখুন।`,
      action: 'আমাদের লিখুন',
    },
    en: {
      subject: 'Thikana: your account is suspended',
      body: `Your account has been suspended. Reason: ${reason}\n\nWhile it is suspended, none of your listings is shown on the site and you cannot log in. If you think this is a mistake, write to us.`,
      action: 'Write to us',
    },
  });
}

export function suspendedSms(language: Language, reason: string, link: string): string {
  return fitSms(
    (why) =>
      language === 'bn'
        ? `ঠিকানা: আপনার অ্যাকাউন্ট স্থগিত, বিজ্ঞাপনগুলো লুকানো। কারণ: ${why}\n${link}`
        : `Thikana: your account is suspended and your listings are hidden. Reason: ${why}\n${link}`,
    reason,
    language,
  );
}

/** The suspension lifted: the listings that were public are back. */
export function liftedMail(owner: MailReader, link: string): Mail {
  return greetedLinkMail(owner, link, {
    bn: {
      subject: 'ঠিকানা: আপনার অ্যাকাউন্ট আবার চালু',
      body: 'আপনার অ্যাকাউন্টের স্থগিতাদেশ তুলে নেওয়া হয়েছে। আপনি আবার লগ ইন করতে পারবেন, আর আপনার প্রকাশিত বিজ্ঞাপনগুলো আবার সাইটে দেখা যাচ্ছে।',
      action: 'লগ ইন করুন',
    },
    en: {
      subject: 'Thikana: your account is active again',
      body: 'The suspension of your account has been lifted. You can log in again, and your published listings are back on the site.',
      action: 'Log in',
    },
  });
}

export function liftedSms(language: Language, link: string): string {
  return language === 'bn'
    ? `ঠিকানা: আপনার অ্যাকাউন্ট আবার চালু, বিজ্ঞাপনগুলো আবার দেখা যাচ্ছে।\n${link}`
    : `Thikana: your account is active again and your listings are back.\n${link}`;
}
