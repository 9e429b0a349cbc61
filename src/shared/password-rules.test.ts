import { describe, expect, it } from 'vitest';
import { personName, registerInputSchema, updatePasswordInputSchema } from './auth';
import { passwordIssue, personalPasswordIssue } from './password-rules';
import { isInvisible } from './visible-text';

// Code points spelled out: an invisible character in a test is invisible in a review too.
const ZWSP = '\u200b';
const ZWNJ = '\u200c';
const ZWJ = '\u200d';
const NBSP = '\u00a0';
const RLO = '\u202e';
const LRI = '\u2066';
const PDI = '\u2069';
const RLM = '\u200f';
const WORD_JOINER = '\u2060';
const BOM = '\ufeff';
const IDEOGRAPHIC_SPACE = '\u3000';
const HANGUL_FILLER = '\u3164';
const BRAILLE_BLANK = '\u2800';
const TAG_SPACE = '\u{e0020}';

describe('invisible text', () => {
  it.each([
    ['spaces', '        '],
    ['zero-width characters', ZWSP + ZWNJ + ZWJ + WORD_JOINER + BOM],
    ['direction overrides, isolates and marks', RLO + LRI + PDI + RLM],
    ['no-break and other spaces', NBSP + IDEOGRAPHIC_SPACE + '\u2007\t\n'],
    ['blank letters of other scripts', HANGUL_FILLER + BRAILLE_BLANK + TAG_SPACE],
  ])('finds nothing visible in %s', (_case, text) => {
    expect(isInvisible(text)).toBe(true);
  });

  it.each([
    ['a Latin name', 'Nusrat Jahan'],
    ['a Bengali name with a joiner in its spelling', `র${ZWJ}্যাব`],
    ['one letter inside invisible ones', `${RLO}${ZWSP}a${ZWSP}`],
    ['a digit', '৭'],
  ])('sees %s', (_case, text) => {
    expect(isInvisible(text)).toBe(false);
  });
});

describe('passwords weak whoever chooses them', () => {
  it.each([
    ' '.repeat(12),
    ZWSP.repeat(10),
    NBSP + ZWSP + RLO + LRI + ZWJ + IDEOGRAPHIC_SPACE + BOM + '\u2007',
    HANGUL_FILLER.repeat(8),
  ])('%j is invisible', (password) => {
    expect(passwordIssue(password)).toBe('password_invisible');
  });

  it.each([
    'thikana123',
    'THIKANA2024',
    'Rajshahi2024',
    'rajshahi!1',
    'rajshahi',
    '@Rajshahi#2025',
    '2024 rajshahi',
    'ঠিকানা১২৩',
    '১২৩ঠিকানা!',
    'রাজশাহী২০২৪',
    'রাজশাহি2024',
    `raj${ZWSP}shahi2024`,
    'ｒａｊｓｈａｈｉ２０２４', // full-width letters fold to Latin ones
  ])('%s is the site or the city with digits', (password) => {
    expect(passwordIssue(password)).toBe('password_place_name');
  });

  it.each([
    'Padma river at dusk 7',
    'Mango season in Rajshahi 24',
    'thikana is my favourite site',
    'রাজশাহীর আম খুব মিষ্টি',
    `a${ZWSP}b${ZWSP}c${ZWSP}d${ZWSP}e`,
  ])('%s is acceptable', (password) => {
    expect(passwordIssue(password)).toBeUndefined();
  });
});

describe('passwords that are the account itself', () => {
  const account = { email: 'nusrat.jahan90@example.com', phone: '+8801712345678' };

  it.each([
    'nusrat.jahan90@example.com',
    'Nusrat.Jahan90@Example.COM',
    'nusrat.jahan90',
    ` nusrat.jahan90${ZWSP}`,
    '01712345678',
    '+880 1712-345678',
    '০১৭১২-৩৪৫৬৭৮',
  ])('%s is personal', (password) => {
    expect(personalPasswordIssue(password, account)).toBe('password_personal');
  });

  it.each(['nusrat.jahan90 loves mangoes', '01712345679', 'example.com'])('%s is not', (password) => {
    expect(personalPasswordIssue(password, account)).toBeUndefined();
  });

  it('does not compare with a phone the account does not have', () => {
    expect(personalPasswordIssue('01712345678', { email: account.email, phone: null })).toBeUndefined();
  });
});

describe('the shared schemas', () => {
  const issues = (result: {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  }) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('refuse a sign-up whose password is its e-mail, its phone or a place name', () => {
    const signUp = { name: 'Nusrat Jahan', email: 'nusrat@example.com', phone: '01712345678' };
    expect(issues(registerInputSchema.safeParse({ ...signUp, password: 'NUSRAT@example.com' }))).toEqual([
      'password: password_personal',
    ]);
    expect(issues(registerInputSchema.safeParse({ ...signUp, password: '8801712345678' }))).toEqual([
      'password: password_personal',
    ]);
    expect(issues(registerInputSchema.safeParse({ ...signUp, password: 'Thikana@123' }))).toEqual([
      'password: password_place_name',
    ]);
    expect(registerInputSchema.safeParse({ ...signUp, password: 'Padma river at dusk 7' }).success).toBe(
      true,
    );
  });

  it('refuse a new password of invisible characters', () => {
    const password = ZWSP.repeat(9);
    const change = { oldPassword: 'old one', newPassword: password, confirmPassword: password };
    expect(issues(updatePasswordInputSchema.safeParse(change))).toEqual(['newPassword: password_invisible']);
  });

  it('refuse a name with nothing visible, and keep asking for an empty one', () => {
    expect(issues(personName.safeParse(ZWSP + RLO + PDI))).toEqual([': name_invisible']);
    expect(issues(personName.safeParse(`${RLM} ${WORD_JOINER}`))).toEqual([': name_invisible']);
    expect(issues(personName.safeParse('   '))).toEqual([': required']);
    expect(personName.parse(' আয়েশা ')).toBe('আয়েশা');
  });
});
