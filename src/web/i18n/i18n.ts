import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/enums';
import bn from './bn.json';
import en from './en.json';
import { isLanguage, LANGUAGE_STORAGE_KEY, readStoredLanguage } from './language';

// A shared link may name its language (?lang=en, as the server's alternate links do): it wins.
const linked = new URLSearchParams(window.location.search).get('lang');
if (isLanguage(linked)) storeLanguage(linked);
const initial = readStoredLanguage(window.localStorage);
document.documentElement.lang = initial;
rememberForServer(initial);

void i18n.use(initReactI18next).init({
  resources: { bn: { translation: bn }, en: { translation: en } },
  lng: initial,
  fallbackLng: 'bn',
  supportedLngs: ['bn', 'en'],
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

/** Switches, stores and applies the language (spec §4). */
export function changeLanguage(language: Language): void {
  storeLanguage(language);
  rememberForServer(language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the switch still applies to this visit
  }
}

/** A cookie too, so the server writes page titles and link previews in the same language. */
function rememberForServer(language: Language): void {
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export default i18n;
