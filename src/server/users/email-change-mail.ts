import type { Language } from '../../shared/enums';
import { toBengaliDigits } from '../../shared/format';
import { escapeHtml } from '../escape-html';
import { greetedLinkMail } from '../mail/link-mail';
import type { Mail } from '../mail/mailer';
import { EMAIL_LINK_HOURS } from './email-link';

/** The mail that proves a new address before it replaces the account's, in the account's language. */
export function changeEmailMail(to: string, name: string, link: string, language: Language): Mail {
  return greetedLinkMail({ email: to, name, language }, link, {
    bn: {
      subject: 'ঠিকানা: আপনার নতুন ই-মেইল নিশ্চিত করুন',
      body: `আপনার ঠিকানা অ্যাকাউন্টের ই-মেইল এই ঠিকানায় বদলানোর অনুরোধ পেয়েছি। নিচের লিংকটি খুললে তবেই ই-মেইল বদলাবে। লিংকটি ${toBengaliDigits(String(EMAIL_LINK_HOURS))} ঘণ্টা কাজ করবে।`,
      action: 'ই-মেইল বদলান',
      note: 'আপনি অনুরোধ না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন; কিছুই বদলাবে না।',
    },
    en: {
      subject: 'Thikana: confirm your new e-mail',
      body: `We received a request to change the e-mail of your Thikana account to this address. It changes only when you open the link below. The link works for ${EMAIL_LINK_HOURS} hours.`,
      action: 'Change my e-mail',
      note: 'If you did not ask for this, ignore this e-mail; nothing changes.',
    },
  });
}

/**
 * "n***@g***.com": enough for the owner to recognise their own new address, too little to hand
 * a stranger reading the old mailbox the account's new way in.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/**
 * Tells the old address that the account's e-mail is now another. No link: nothing in it undoes
 * the change or signs in, so a mailbox someone else reads gains nothing from it.
 */
export function emailChangedMail(to: string, name: string, newEmail: string, language: Language): Mail {
  const masked = maskedEmail(newEmail);
  const copy =
    language === 'bn'
      ? {
          subject: 'ঠিকানা: আপনার অ্যাকাউন্টের ই-মেইল বদলানো হয়েছে',
          paragraphs: [
            `প্রিয় ${name},`,
            `আপনার ঠিকানা অ্যাকাউন্টের ই-মেইল এখন ${masked}। এই ঠিকানায় আর অ্যাকাউন্টের কোনো ই-মেইল আসবে না।`,
            'আপনি এটি না করে থাকলে এখনই সাইটে পাসওয়ার্ড বা মোবাইল নম্বর দিয়ে ঢুকে পাসওয়ার্ড বদলান, অথবা যোগাযোগ পাতা থেকে আমাদের জানান।',
          ],
        }
      : {
          subject: 'Thikana: the e-mail of your account was changed',
          paragraphs: [
            `Dear ${name},`,
            `The e-mail of your Thikana account is now ${masked}. This address will get no more mail for the account.`,
            'If you did not do this, sign in on the site with your password or mobile number and change your password now, or tell us through the contact page.',
          ],
        };
  const text = `${copy.paragraphs.join('\n\n')}\n`;
  const html = copy.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return { to, subject: copy.subject, text, html };
}
