import type { Language } from '../../shared/enums';
import { formatAmount, spokenAmount } from '../../shared/format';

/** An amount in a sentence: "৳16 000", and from one lakh up as people say it: "৳11 lakh", "৳১১ লাখ". */
export function taka(amount: number, language: Language): string {
  return `৳${spokenAmount(amount, language) ?? formatAmount(amount, language)}`;
}
