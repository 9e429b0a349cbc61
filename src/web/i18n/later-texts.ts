import { useTranslation } from 'react-i18next';
import type { ResourceLanguage } from 'i18next';
import bn from './bn.json?later';
import en from './en.json?later';

// The blocks of each catalogue that the build keeps out of the one every page loads (LATER_PATHS in
// vite.config.ts): only the screens that read them carry them.
const LATER: Record<string, ResourceLanguage> = { bn, en };

/** The path of a text in the later blocks: where it is, they all are (they are added together). */
function firstTextPath(texts: ResourceLanguage): string {
  const path: string[] = [];
  let node: unknown = texts;
  while (node && typeof node === 'object') {
    const [key, value] = Object.entries(node)[0] ?? [];
    if (key === undefined) break;
    path.push(key);
    node = value;
  }
  return path.join('.');
}
const PROBE = firstTextPath(bn);

/**
 * Makes the later blocks readable in the language shown, before the component that calls it reads
 * them: call it first in every component that does. Only the shown language is added, since a
 * catalogue already there is taken for loaded when the language switches (i18n.ts).
 */
export function useLaterTexts(): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const texts = LATER[language];
  if (!texts || !PROBE || i18n.getResource(language, 'translation', PROBE) !== undefined) return;
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}
