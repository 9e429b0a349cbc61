import i18n from 'i18next';
import type { Language } from '../../shared/enums';
import { changeLanguage } from '../i18n/i18n';

// The texts of a component test, every namespace loaded (setup.ts), in the language the test shows.

/** Shows the app in `language` from now on, as the language switch does (texts, <html lang>). */
export async function showIn(language: Language): Promise<void> {
  await changeLanguage(language);
}

/** A text of the catalogue in a language, for a test to look for: `text('en', 'post.next')`. */
export function text(language: Language, key: string, options: Record<string, unknown> = {}): string {
  return i18n.getFixedT(language)(key, options);
}
