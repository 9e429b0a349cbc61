import type { Language } from './enums';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] ?? d);
}

/** Bengali and Arabic-Indic digits typed by users become ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)));
}

/**
 * A number as people type it: Bengali or ASCII digits, thousands grouped with spaces, commas or
 * underscores ("১৫,০০০", "15 000"). Undefined when nothing was typed; NaN when it is not a number.
 */
export function readNumber(text: string): number | undefined {
  const cleaned = toAsciiDigits(text).replace(/[\s,_]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/** Digits in the script of the language: Bengali digits in bn. */
export function localDigits(text: string, language: Language): string {
  return language === 'bn' ? toBengaliDigits(text) : text;
}

/** A date in the interface language: Bengali month names and digits in bn. */
export function formatDate(date: Date, language: Language, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', options).format(date);
}

/** 1500000 → "1 500 000" (the spec groups thousands with spaces), with Bengali digits in bn. */
export function formatAmount(amount: number, language: Language): string {
  const grouped = Math.trunc(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return localDigits(grouped, language);
}
