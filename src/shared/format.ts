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
 * Only digits, a sign and a decimal point count: `Number` alone would read "0x10", "1e3" or "Infinity".
 */
export function readNumber(text: string): number | undefined {
  const cleaned = toAsciiDigits(text).replace(/[\s,_]/g, '');
  if (cleaned === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : NaN;
}

/** Digits in the script of the language: Bengali digits in bn. */
export function localDigits(text: string, language: Language): string {
  return language === 'bn' ? toBengaliDigits(text) : text;
}

/** 1500000 → "1 500 000" (thousands grouped with spaces), with Bengali digits in bn. */
export function formatAmount(amount: number, language: Language): string {
  const grouped = Math.trunc(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return localDigits(grouped, language);
}

const LAKH = 100_000;
const CRORE = 10_000_000;
const SPOKEN_UNITS = {
  bn: { lakh: 'লাখ', crore: 'কোটি', taka: 'টাকা' },
  en: { lakh: 'lakh', crore: 'crore', taka: 'taka' },
};

/**
 * An amount as people say it: 7800000 → "78 lakh", 12500000 → "1.25 crore" ("৭৮ লাখ", "১.২৫ কোটি" in
 * bn), to two decimals with trailing zeros dropped. Null below one lakh, where the figure is enough.
 */
export function spokenAmount(amount: number, language: Language): string | null {
  if (amount < LAKH) return null;
  const words = SPOKEN_UNITS[language];
  // Whole hundredths, so no float ever shows; a lakh figure that rounds up to 100 lakh is 1 crore.
  const lakhHundredths = Math.round(amount / (LAKH / 100));
  const [hundredths, unit] =
    lakhHundredths < 100 * 100
      ? [lakhHundredths, words.lakh]
      : [Math.round(amount / (CRORE / 100)), words.crore];
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${localDigits(fraction ? `${whole}.${fraction}` : String(whole), language)} ${unit}`;
}

/** The spoken form with the currency word: "৭৮ লাখ টাকা", "78 lakh taka"; null below one lakh. */
export function spokenPrice(amount: number, language: Language): string | null {
  const spoken = spokenAmount(amount, language);
  return spoken && `${spoken} ${SPOKEN_UNITS[language].taka}`;
}

/** A price in running text: "7 800 000 BDT · 78 lakh taka", or just "15 000 BDT" below one lakh. */
export function priceText(amount: number, language: Language): string {
  const exact = `${formatAmount(amount, language)} BDT`;
  const spoken = spokenPrice(amount, language);
  return spoken ? `${exact} · ${spoken}` : exact;
}
