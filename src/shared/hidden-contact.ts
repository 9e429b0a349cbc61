import { toAsciiDigits } from './format';

// Digits written as words, in English and Bengali, that people use to slip a number past a filter.
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  শূন্য: '0',
  এক: '1',
  দুই: '2',
  তিন: '3',
  চার: '4',
  পাঁচ: '5',
  ছয়: '6',
  সাত: '7',
  আট: '8',
  নয়: '9',
};
const DIGIT_OF = new Map(Object.entries(DIGIT_WORDS).map(([word, digit]) => [word.normalize('NFC'), digit]));
const DIGIT_WORD = new RegExp(`(${[...DIGIT_OF.keys()].join('|')})`, 'giu');

// A web address or an e-mail, once "dot"/"ডট" and "at"/"এট" are read as the signs they stand for.
// Only endings no sentence typed without a space after its full stop would make ("nice.Me" is not one).
const LINK = /(https?:|www\.|[\p{L}\d-]+\.(com|net|org|xyz|io|bd)\b|wa\.me|t\.me|bit\.ly)/iu;
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+\./u;

/**
 * Whether a visitor's free text carries a way to reach someone: a link, an e-mail or a phone number,
 * also when written to slip past a plain check (Bengali digits, digits spaced or dotted apart, digits
 * as words, "dot com", "at the rate"). A Bangladeshi mobile number among digits, once the separators
 * between them are dropped, counts as a number.
 */
export function hasHiddenContact(text: string): boolean {
  // Spaces stay (one each), so that words stay apart; characters that show nothing go.
  const plain = plainText(text);
  const signs = plain
    .replace(/\s*[([]?\s*(\bdot\b|ডট)\s*[)\]]?\s*/giu, '.')
    .replace(/\s*\bat the rate( of)?\b\s*/giu, '@')
    .replace(/\s*[([]\s*(at|এট|অ্যাট)\s*[)\]]\s*/giu, '@')
    .replace(/\s*\(\s*@\s*\)\s*/g, '@');
  if (LINK.test(signs) || EMAIL.test(signs)) return true;
  return numberRuns(plain).some(
    (run) => /(?:880|0)1[3-9]\d{8}/.test(run.replace(/\D/g, '')) || /^1[3-9](?:\s?\d){8}$/.test(run),
  );
}

/** The text as compared: one space for any run of them, nothing that shows nothing, ASCII digits. */
const plainText = (text: string) =>
  toAsciiDigits(
    text
      .normalize('NFC')
      .replace(/\p{White_Space}+/gu, ' ')
      .replace(/[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/gu, '')
      .toLowerCase(),
  );

/**
 * Runs of digits, with digits written as words read as digits and the letter o among digits as a
 * zero: digits apart by spaces, dashes, dots, slashes or brackets read as one run.
 */
function numberRuns(plain: string): string[] {
  const digits = plain
    .replace(DIGIT_WORD, (word) => DIGIT_OF.get(word.toLowerCase()) ?? word)
    // The letter o among digits is a zero: O1712345678.
    .replace(/(?<=\d)o|o(?=\d)/g, '0');
  return digits.match(/\d(?:[\s\-./()+_,]*\d)*/gu) ?? [];
}

/**
 * The Bangladeshi mobile numbers a text spells out, however written (Bengali digits, spaced, as
 * words), each as +8801XXXXXXXXX, once: what a moderator compares with a listing's contact number.
 */
export function mobileNumbersIn(text: string): string[] {
  const found = numberRuns(plainText(text)).flatMap(
    (run) => run.replace(/\D/g, '').match(/(?:880|0)1[3-9]\d{8}/g) ?? [],
  );
  return [...new Set(found.map((number) => `+880${number.slice(number.indexOf('1'))}`))];
}
