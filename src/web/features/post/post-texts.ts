import i18n from 'i18next';
import bnDraft from '../../i18n/bn.json?block=postDraft';
import enDraft from '../../i18n/en.json?block=postDraft';
import bnOffline from '../../i18n/bn.json?block=offlinePublish';
import enOffline from '../../i18n/en.json?block=offlinePublish';
import bnUpload from '../../i18n/bn.json?block=postUpload';
import enUpload from '../../i18n/en.json?block=postUpload';
import bnRetry from '../../i18n/bn.json?block=photoRetry';
import enRetry from '../../i18n/en.json?block=photoRetry';
import { useLanguage } from '../../components/use-language';
import type { Language } from '../../../shared/enums';

const BLOCKS: Record<Language, Record<string, Record<string, unknown>>> = {
  bn: { postDraft: bnDraft, offlinePublish: bnOffline, postUpload: bnUpload, photoRetry: bnRetry },
  en: { postDraft: enDraft, offlinePublish: enOffline, postUpload: enUpload, photoRetry: enRetry },
};

/**
 * The post form's own texts (`postDraft.*`, `offlinePublish.*`, `postUpload.*`, `photoRetry.*`) come
 * with the form's code, not with the catalogue every page loads (vite.config.ts, `SCREEN_BLOCKS`):
 * added to i18next before they are read, in the language shown. The outbox's sender calls it too.
 */
export function addPostTexts(language: Language): void {
  if (!i18n.getResource(language, 'translation', 'postDraft'))
    i18n.addResourceBundle(language, 'translation', BLOCKS[language], true, false);
}

/** addPostTexts for the form's outermost component, in whichever language it is shown in. */
export function usePostTexts(): void {
  addPostTexts(useLanguage());
}
