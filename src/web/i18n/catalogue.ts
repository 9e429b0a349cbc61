import type { BackendModule, InitOptions, ResourceLanguage } from 'i18next';
import type { Language } from '../../shared/enums';

// The texts, one file per language and namespace, each a chunk of its own: `<language>.json` is the
// default namespace, which every page loads; `<namespace>/<language>.json` are the texts only some
// screens read (the post form, the account screens…), loaded with those screens (the route table's
// `texts`, src/shared/app-paths.ts) or by the feature that reads them (`useTranslation('post')`).
const FILES = import.meta.glob<{ default: ResourceLanguage }>(['./*.json', './*/*.json']);
const DEFAULT_NS = 'translation';

/** The namespaces there are files for: a text not in the namespace asked is looked for in these. */
const NAMESPACES = [
  ...new Set(Object.keys(FILES).map((file) => file.split('/').slice(1, -1).join('/') || DEFAULT_NS)),
];

// Where a language's namespace is (the server preloads these files with a page it drew: web-app.ts).
const textsFile = (language: string, namespace: string) =>
  namespace === DEFAULT_NS ? `./${language}.json` : `./${namespace}/${language}.json`;

/**
 * i18next's backend: reads a namespace's file with a dynamic import. A failed read (a bad
 * connection) is retried by i18next itself, a few times with a growing wait.
 */
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = FILES[textsFile(language, namespace)];
    if (!load) return done(new Error(`No texts ${namespace} in ${language}`), false);
    load().then(
      (texts) => done(null, texts.default),
      (error: Error) => done(error, true),
    );
  },
};

/** How i18next is set up, in the browser and for each page the server renders. */
export function i18nOptions(language: Language, namespaces: readonly string[] = [DEFAULT_NS]): InitOptions {
  return {
    lng: language,
    ns: [...namespaces],
    defaultNS: DEFAULT_NS,
    fallbackNS: NAMESPACES,
    fallbackLng: false, // both languages hold every key (language.test.ts)
    supportedLngs: ['bn', 'en'],
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  };
}

export { backend as textsBackend, NAMESPACES };
