// What one SMS segment holds (3GPP TS 23.038): 160 characters of the GSM 7-bit alphabet, or 70 UTF-16
// units (UCS-2) as soon as one character is outside it, which any Bengali letter is. A longer text is
// sent, and paid for, as several segments.

export const GSM_SEGMENT = 160;
export const UCS2_SEGMENT = 70;

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// Sent as an escape and the character: two septets each.
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

/** How much of a segment a text takes, in the encoding it will be sent in. */
export function smsLength(text: string): { encoding: 'gsm' | 'ucs2'; units: number; segment: number } {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENSION.has(char)) septets += 2;
    else return { encoding: 'ucs2', units: text.length, segment: UCS2_SEGMENT };
  }
  return { encoding: 'gsm', units: septets, segment: GSM_SEGMENT };
}

export function fitsOneSegment(text: string): boolean {
  const { units, segment } = smsLength(text);
  return units <= segment;
}

/** How many segments a text is sent (and paid for) as: a long one's parts keep room for the header. */
export function smsSegments(text: string): number {
  const { units, segment } = smsLength(text);
  if (units <= segment) return 1;
  return Math.ceil(units / (segment === UCS2_SEGMENT ? 67 : 153));
}
