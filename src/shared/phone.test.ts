import { describe, expect, it } from 'vitest';
import { normalizeBdPhone } from './phone';

describe('Bangladeshi mobile numbers', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['+880 1712-345678', '+8801712345678'],
    ['০১৭১২-৩৪৫৬৭৮', '+8801712345678'],
    ['1912 345678', '+8801912345678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeBdPhone(input)).toBe(expected);
  });

  it.each(['01212345678', '0171234567', '+44 7700 900123', 'call me', ''])('refuses %s', (input) => {
    expect(normalizeBdPhone(input)).toBeNull();
  });
});
