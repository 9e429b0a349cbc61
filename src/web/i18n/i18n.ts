import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/enums';
import bn from './bn.json';
import en from './en.json';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from './language';

const initial = readStoredLanguage(window.localStorage);
document.documentElement.lang = initial;

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
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the switch still applies to this visit
  }
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export default i18n;
