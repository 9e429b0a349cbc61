import { toAsciiDigits } from './format';

const BD_MOBILE = /^\+8801[3-9]\d{8}$/;

/**
 * A Bangladeshi mobile number as people type it — 017…, 8801…, +880 17…, with spaces, dashes or
 * Bengali digits — in E.164 (+8801XXXXXXXXX), or null when it is not one.
 */
export function normalizeBdPhone(input: string): string | null {
  const digits = toAsciiDigits(input).replace(/[\s\-().]/g, '');
  let candidate = digits;
  if (/^01\d{9}$/.test(digits)) candidate = `+88${digits}`;
  else if (/^8801\d{9}$/.test(digits)) candidate = `+${digits}`;
  else if (/^1\d{9}$/.test(digits)) candidate = `+880${digits}`;
  return BD_MOBILE.test(candidate) ? candidate : null;
}

/** +8801712345678 as people read it: "+880 1712-345678"; anything else unchanged. */
export function displayBdPhone(e164: string): string {
  const match = /^(\+880)(1\d{3})(\d{6})$/.exec(e164);
  return match ? `${match[1]} ${match[2]}-${match[3]}` : e164;
}
