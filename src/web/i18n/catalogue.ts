import type { InitOptions, ResourceLanguage } from 'i18next';
import type { Language } from '../../shared/enums';

// Each language's texts are a chunk of their own: a page loads only the one it is shown in.
const CATALOGUES: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  bn: () => import('./bn.json'),
  en: () => import('./en.json'),
};

/** The texts of one language, as i18next keeps them; asked for again after a failure (a bad connection). */
export async function loadCatalogue(language: Language, attempts = 3): Promise<ResourceLanguage> {
  try {
    return (await CATALOGUES[language]()).default;
  } catch (error) {
    if (attempts <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return loadCatalogue(language, attempts - 1);
  }
}

/** How i18next is set up, in the browser and for each page the server renders. */
export function i18nOptions(language: Language, texts: ResourceLanguage): InitOptions {
  return {
    resources: { [language]: { translation: texts } },
    lng: language,
    fallbackLng: false, // both catalogues hold every key (language.test.ts)
    supportedLngs: ['bn', 'en'],
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false, // the texts are here: ready before the first render
  };
}
