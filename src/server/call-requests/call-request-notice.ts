import type { CallTime } from '../../shared/call-request';
import type { Language } from '../../shared/enums';
import { localDigits } from '../../shared/format';
import { displayBdPhone } from '../../shared/phone';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';
import { fitSms } from '../notices/fit-sms';

const WHEN: Record<Language, Record<CallTime, string>> = {
  bn: { morning: 'সকালে', afternoon: 'দুপুরে', evening: 'সন্ধ্যায়', any: 'যেকোনো সময়' },
  en: {
    morning: 'in the morning',
    afternoon: 'in the afternoon',
    evening: 'in the evening',
    any: 'any time',
  },
};

export interface CallRequestNotice {
  title: string;
  name: string;
  phone: string;
  when: CallTime;
  message: string | null;
  /** Where the owner's requests are listed: /profile-post. */
  link: string;
}

/** The owner's number shown in their language: Bengali digits in bn. */
const phoneIn = (phone: string, language: Language) => localDigits(displayBdPhone(phone), language);

/**
 * The SMS: who asks to be called, at which number and when, and the link to the requests; the
 * message itself waits on the site (an SMS of many segments costs more than it tells).
 */
export function callRequestSms(notice: CallRequestNotice, language: Language): string {
  const phone = phoneIn(notice.phone, language);
  // The visitor's name is cut, if it must be, for the notice to fit two segments.
  return fitSms(
    (name) =>
      language === 'bn'
        ? `ঠিকানা: ${name} ${WHEN.bn[notice.when]} কল চান, ${phone}\n${notice.link}`
        : `Thikana: ${name} asks for a call ${WHEN.en[notice.when]}, ${phone}\n${notice.link}`,
    notice.name,
    language,
  );
}

export function callRequestMail(to: string, notice: CallRequestNotice, language: Language): Mail {
  const bn = language === 'bn';
  const phone = phoneIn(notice.phone, language);
  const subject = bn
    ? `ঠিকানা: ${notice.name} কল ব্যাক চেয়েছেন`
    : `Thikana: ${notice.name} asks you to call back`;
  const lines = [
    bn
      ? `“${notice.title}” বিজ্ঞাপনের জন্য ${notice.name} আপনাকে ${WHEN.bn[notice.when]} কল করতে বলেছেন: ${phone}`
      : `${notice.name} asks you to call ${WHEN.en[notice.when]} about “${notice.title}”: ${phone}`,
    ...(notice.message ? [`${bn ? 'বার্তা' : 'Message'}: ${notice.message}`] : []),
  ];
  const action = bn ? 'সব অনুরোধ দেখুন' : 'See all requests';
  const text = `${lines.join('\n\n')}\n\n${action}: ${notice.link}\n`;
  const html =
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${escapeHtml(notice.link)}">${escapeHtml(action)}</a></p>`;
  return { to, subject, text, html };
}
