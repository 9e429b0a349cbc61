import type { Language } from '../../shared/enums';
import { toBengaliDigits } from '../../shared/format';
import { EMAIL_LINK_HOURS } from './email-link';
import { greetedLinkMail } from '../mail/link-mail';
import type { Mail } from '../mail/mailer';

/** The mail that proves an address before it is added to an account, in the account's language. */
export function addEmailMail(to: string, name: string, link: string, language: Language): Mail {
  return greetedLinkMail({ email: to, name, language }, link, {
    bn: {
      subject: 'ঠিকানা: আপনার ই-মেইল যোগ করুন',
      body: `আপনার ঠিকানা অ্যাকাউন্টে এই ই-মেইল ঠিকানা যোগ করার অনুরোধ পেয়েছি। নিচের লিংকটি খুললে ঠিকানাটি যোগ হবে। লিংকটি ${toBengaliDigits(String(EMAIL_LINK_HOURS))} ঘণ্টা কাজ করবে।`,
      action: 'ই-মেইল যোগ করুন',
      note: 'আপনি অনুরোধ না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন; কিছুই বদলাবে না।',
    },
    en: {
      subject: 'Thikana: add your e-mail',
      body: `We received a request to add this e-mail address to your Thikana account. Open the link below to add it. The link works for ${EMAIL_LINK_HOURS} hours.`,
      action: 'Add this e-mail',
      note: 'If you did not ask for this, ignore this e-mail; nothing changes.',
    },
  });
}
