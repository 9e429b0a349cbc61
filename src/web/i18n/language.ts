import { LANGUAGES, type Language } from '../../shared/enums';

export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'bn';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language, or bn; a missing or unsupported stored value is replaced by bn (spec §4). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem' | 'setItem'>): Language {
  let stored: string | null = null;
  try {
    stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, strict settings): fall back to the default.
  }
  if (isLanguage(stored)) return stored;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE);
  } catch {
    // nothing to do: the default still applies for this visit
  }
  return DEFAULT_LANGUAGE;
}
