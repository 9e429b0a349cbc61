import type { Language } from '../../shared/enums';
import { cutLetters, fitSms, oneLine } from '../notices/fit-sms';

// What an owner is told by SMS of an admin's decision, in their language: two segments at most
// (notices/fit-sms.ts). A title takes 24 letters at most, so the reason that follows has room; the
// English texts use straight quotes, which GSM has, so that they stay in its 160-character segments.

const TITLE_LETTERS = 24;

function quoted(title: string, language: Language): string {
  const short = cutLetters(oneLine(title), TITLE_LETTERS, language);
  return language === 'bn' ? `“${short}”` : `"${short}"`;
}

/** A listing approved (now public), or declined with the reason. */
export function decisionSms(language: Language, title: string, reason: string | null, link: string): string {
  const name = quoted(title, language);
  if (reason === null) {
    // The link to the listing is long: the title gives way to it.
    return fitSms(
      (cut) =>
        language === 'bn'
          ? `বিজ্ঞাপন “${cut}” প্রকাশিত হয়েছে।\n${link}`
          : `Thikana: your listing "${cut}" is live.\n${link}`,
      title,
      language,
    );
  }
  return fitSms(
    (why) =>
      language === 'bn'
        ? `${name} প্রকাশ করা যায়নি। কারণ: ${why}\n${link}`
        : `Thikana: ${name} was not published. Reason: ${why}\n${link}`,
    reason,
    language,
  );
}

/** Changes to a public listing taken, or not taken with the reason (the listing stays as it was). */
export function revisionSms(language: Language, title: string, reason: string | null, link: string): string {
  const name = quoted(title, language);
  if (reason === null) {
    return language === 'bn'
      ? `${name}-এর পরিবর্তনগুলো গ্রহণ করা হয়েছে।\n${link}`
      : `Thikana: your changes to ${name} are live.\n${link}`;
  }
  return fitSms(
    (why) =>
      language === 'bn'
        ? `${name}-এর পরিবর্তন গ্রহণ করা হয়নি। কারণ: ${why}\n${link}`
        : `Thikana: your changes to ${name} were not accepted. Reason: ${why}\n${link}`,
    reason,
    language,
  );
}

/** A listing held for review after reports. */
export function heldSms(language: Language, title: string, link: string): string {
  const name = quoted(title, language);
  return language === 'bn'
    ? `কয়েকটি অভিযোগের পর ${name} পর্যালোচনা পর্যন্ত লুকানো আছে।\n${link}`
    : `Thikana: ${name} was reported and is hidden until we review it.\n${link}`;
}
