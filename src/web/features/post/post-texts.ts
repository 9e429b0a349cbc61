import { useTranslation } from 'react-i18next';
import bn from '../../i18n/bn.json?block=postDraft';
import en from '../../i18n/en.json?block=postDraft';
import offlineBn from '../../i18n/bn.json?block=offlinePublish';
import offlineEn from '../../i18n/en.json?block=offlinePublish';
import { useLanguage } from '../../components/use-language';

const BLOCKS = { bn, en };
const OFFLINE_BLOCKS = { bn: offlineBn, en: offlineEn };

/**
 * The post form's own texts (`postDraft.*`, `offlinePublish.*`) come with the form's code, not with the catalogue every
 * page loads (vite.config.ts, `screenBlocks`): added to i18next before the form draws them, in
 * whichever language it is shown in. Called by the form's outermost component.
 */
export function usePostTexts(): void {
  const { i18n } = useTranslation();
  const language = useLanguage();
  if (!i18n.getResource(language, 'translation', 'postDraft')) {
    i18n.addResourceBundle(language, 'translation', { postDraft: BLOCKS[language] }, true, false);
  }
  if (!i18n.getResource(language, 'translation', 'offlinePublish')) {
    const texts = { offlinePublish: OFFLINE_BLOCKS[language] };
    i18n.addResourceBundle(language, 'translation', texts, true, false);
  }
}
