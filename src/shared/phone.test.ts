import { describe, expect, it } from 'vitest';
import { displayBdPhone, normalizeBdPhone } from './phone';

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

  it('shows a stored number grouped as people read it', () => {
    expect(displayBdPhone('+8801712345678')).toBe('+880 1712-345678');
    expect(displayBdPhone('+44 7700 900123')).toBe('+44 7700 900123');
  });
});
