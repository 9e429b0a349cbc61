import type { Language } from '../../shared/enums';
import { smsSegments } from '../sms/sms-segments';

/** An owner notice by SMS takes at most two segments (134 UCS-2 units in Bengali, 306 GSM characters). */
export const NOTICE_SMS_SEGMENTS = 2;

/** `text` cut at a letter's boundary (a Bengali conjunct is never split) to `max` letters, with "…". */
export function cutLetters(text: string, max: number, language: Language): string {
  const letters = [...new Intl.Segmenter(language, { granularity: 'grapheme' }).segment(text)].map(
    (part) => part.segment,
  );
  if (letters.length <= max) return text;
  return `${letters.slice(0, max).join('').trimEnd()}${language === 'en' ? '...' : '…'}`;
}

/** Newlines and runs of spaces as one space: what a title or a reason is in an SMS. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The notice `write(part)` makes, with `part` (a title, a reason) cut until the whole fits
 * NOTICE_SMS_SEGMENTS; the whole as it is when even an empty part would not fit.
 */
export function fitSms(write: (part: string) => string, part: string, language: Language): string {
  const whole = write(oneLine(part));
  if (smsSegments(whole) <= NOTICE_SMS_SEGMENTS) return whole;
  let letters = [...new Intl.Segmenter(language, { granularity: 'grapheme' }).segment(oneLine(part))].length;
  while (letters > 1) {
    letters--;
    const text = write(cutLetters(oneLine(part), letters, language));
    if (smsSegments(text) <= NOTICE_SMS_SEGMENTS) return text;
  }
  return whole;
}
