import i18n from 'i18next';
import type { Language } from '../../shared/enums';
import { changeLanguage } from '../i18n/i18n';
import bnLater from '../i18n/bn.json?later';
import enLater from '../i18n/en.json?later';
import bnPostDraft from '../i18n/bn.json?block=postDraft';
import enPostDraft from '../i18n/en.json?block=postDraft';
import bnOffline from '../i18n/bn.json?block=offlinePublish';
import enOffline from '../i18n/en.json?block=offlinePublish';
import bnUpload from '../i18n/bn.json?block=postUpload';
import enUpload from '../i18n/en.json?block=postUpload';
import bnRetry from '../i18n/bn.json?block=photoRetry';
import enRetry from '../i18n/en.json?block=photoRetry';

// The texts of a component test: the catalogue every page loads, cut as the build cuts it
// (vite.config.ts, laterTexts), in the language the test shows. A component whose later texts are
// loaded by the screen around it (a step of the post form without the form) is given them here.

const LATER = { bn: bnLater, en: enLater };
const BLOCKS = {
  postDraft: { bn: bnPostDraft, en: enPostDraft },
  offlinePublish: { bn: bnOffline, en: enOffline },
  postUpload: { bn: bnUpload, en: enUpload },
  photoRetry: { bn: bnRetry, en: enRetry },
};
export type TextBlock = keyof typeof BLOCKS | 'later';

/** Shows the app in `language` from now on, as the language switch does (texts, <html lang>). */
export async function showIn(language: Language): Promise<void> {
  await changeLanguage(language);
}

/** Adds blocks that the build keeps out of the first catalogue, for a component shown without its screen. */
export function addTexts(language: Language, ...blocks: TextBlock[]): void {
  for (const block of blocks) {
    const texts = block === 'later' ? LATER[language] : { [block]: BLOCKS[block][language] };
    i18n.addResourceBundle(language, 'translation', texts, true, false);
  }
}

/** A text of the catalogue in a language, for a test to look for: `text('en', 'post.next')`. */
export function text(language: Language, key: string, options: Record<string, unknown> = {}): string {
  return i18n.getFixedT(language)(key, options);
}
