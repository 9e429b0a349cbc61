import { normalizeBdPhone } from './phone';
import { withoutInvisible } from './visible-text';

// Rules for a new password beyond its length, shared by the forms and the API (the API also refuses
// the million most common passwords, a list too large for the browser).

/** A password as a guesser would compare it: compatibility forms folded, no case, nothing invisible. */
const comparable = (text: string) => withoutInvisible(text.normalize('NFKC')).toLowerCase();

/** The names a guesser tries first: the site's and the city's, in Latin and Bengali letters. */
const PLACE_NAMES = ['thikana', 'ঠিকানা', 'rajshahi', 'রাজশাহী', 'রাজশাহি'].map(comparable);
/** Such a name with only digits (Latin or Bengali), punctuation or symbols around it: Rajshahi2024!. */
const PLACE_NAME_PASSWORD = new RegExp(
  `^[\\p{N}\\p{P}\\p{S}]*(?:${PLACE_NAMES.join('|')})[\\p{N}\\p{P}\\p{S}]*$`,
  'u',
);

/** The issue codes of these rules; the web app has a text for each (i18n `validation.*`). */
export const PASSWORD_ISSUES = ['password_invisible', 'password_place_name', 'password_personal'] as const;
export type PasswordIssue = (typeof PASSWORD_ISSUES)[number];

/** Why a new password is weak whoever chooses it: nothing visible, or a place name and digits. */
export function passwordIssue(password: string): PasswordIssue | undefined {
  const text = comparable(password);
  if (text === '') return 'password_invisible';
  if (PLACE_NAME_PASSWORD.test(text)) return 'password_place_name';
  return undefined;
}

/** `password_personal` when the password is the account's e-mail, its local part, or its phone number. */
export function personalPasswordIssue(
  password: string,
  account: { email: string; phone?: string | null | undefined },
): PasswordIssue | undefined {
  const text = comparable(password);
  const email = account.email.trim().toLowerCase();
  if (text === email || text === email.split('@')[0]) return 'password_personal';
  if (account.phone && normalizeBdPhone(password) === account.phone) return 'password_personal';
  return undefined;
}
