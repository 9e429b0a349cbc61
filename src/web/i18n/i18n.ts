import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/enums';
import { i18nOptions, loadCatalogue } from './catalogue';
import { isLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './language';

/**
 * Starts the browser's i18next in the language the page was drawn in, so that hydration finds the
 * same text, once that language's texts are loaded. Returns the visitor's stored choice, to switch to
 * once the page is live if it differs (the cookie the server reads was lost, say). A first visit
 * keeps the server's choice.
 */
export async function startLanguage(drawnIn: Language | null): Promise<Language> {
  // A shared link may name its language (?lang=en, as the server's alternate links do): it wins.
  const linked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(linked)) storeLanguage(linked);
  const preferred = readStoredLanguage(window.localStorage, drawnIn ?? undefined);
  const initial = drawnIn ?? preferred;
  document.documentElement.lang = initial;
  rememberForServer(preferred);
  await i18n.use(initReactI18next).init(i18nOptions(initial, await loadCatalogue(initial)));
  return preferred;
}

let wanted: Language | null = null;

/** Switches, stores and applies the language, loading its texts the first time. */
export async function changeLanguage(language: Language): Promise<void> {
  wanted = language;
  storeLanguage(language);
  rememberForServer(language);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadCatalogue(language));
  }
  // Switched again while these texts were on their way: the later choice stands.
  if (wanted !== language) return;
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the switch still applies to this visit
  }
}

/** A cookie too, so the server draws pages, titles and link previews in the same language. */
function rememberForServer(language: Language): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
}
