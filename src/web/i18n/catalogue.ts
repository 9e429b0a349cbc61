import type { InitOptions } from 'i18next';
import type { Language } from '../../shared/enums';
import bn from './bn.json';
import en from './en.json';

/** How i18next is set up, in the browser and for each page the server renders. */
export function i18nOptions(language: Language): InitOptions {
  return {
    resources: { bn: { translation: bn }, en: { translation: en } },
    lng: language,
    fallbackLng: 'bn',
    supportedLngs: ['bn', 'en'],
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false, // the catalogues are here: ready before the first render
  };
}
