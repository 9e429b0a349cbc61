import type { Language } from '../../shared/enums';
import { toBengaliDigits } from '../../shared/format';
import { greetedLinkMail } from '../mail/link-mail';
import type { Mail } from '../mail/mailer';

const RESET_MINUTES = 30;

/** The reset e-mail in the user's language, as plain text and simple HTML. */
export function passwordResetMail(to: string, name: string, link: string, language: Language): Mail {
  return greetedLinkMail({ email: to, name, language }, link, {
    bn: {
      subject: 'ঠিকানা: পাসওয়ার্ড রিসেট করুন',
      body: `আপনার ঠিকানা অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার অনুরোধ পেয়েছি। নিচের লিংকে গিয়ে নতুন পাসওয়ার্ড দিন। লিংকটি ${toBengaliDigits(String(RESET_MINUTES))} মিনিট কাজ করবে এবং একবারই ব্যবহার করা যাবে।`,
      action: 'নতুন পাসওয়ার্ড দিন',
      note: 'আপনি অনুরোধ না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড বদলাবে না।',
    },
    en: {
      subject: 'Thikana: reset your password',
      body: `We received a request to reset the password of your Thikana account. Follow the link below to choose a new one. The link works for ${RESET_MINUTES} minutes and only once.`,
      action: 'Choose a new password',
      note: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
    },
  });
}
