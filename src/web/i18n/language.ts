import { LANGUAGES, type Language } from '../../shared/enums';

export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'bn';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The stored language; a missing or unsupported stored value is replaced by `fallback`, bn unless the
 * page was drawn by the server in the language it chose for this visitor.
 */
export function readStoredLanguage(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  let stored: string | null = null;
  try {
    stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, strict settings): fall back to the default.
  }
  if (isLanguage(stored)) return stored;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, fallback);
  } catch {
    // nothing to do: the fallback still applies for this visit
  }
  return fallback;
}
