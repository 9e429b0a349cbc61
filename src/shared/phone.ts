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
