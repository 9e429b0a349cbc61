import { useTranslation } from 'react-i18next';
import bn from '../../i18n/bn.json?block=postUpload';
import en from '../../i18n/en.json?block=postUpload';
import bnRetry from '../../i18n/bn.json?block=photoRetry';
import enRetry from '../../i18n/en.json?block=photoRetry';
import { useLanguage } from '../../components/use-language';

const BLOCKS = { bn: { postUpload: bn, photoRetry: bnRetry }, en: { postUpload: en, photoRetry: enRetry } };

/**
 * The upload's, the summary's and a refused photo's texts (`postUpload.*`, `photoRetry.*`), loaded
 * with the form as post-texts.ts does.
 */
export function useUploadTexts(): void {
  const { i18n } = useTranslation();
  const language = useLanguage();
  if (!i18n.getResource(language, 'translation', 'photoRetry')) {
    i18n.addResourceBundle(language, 'translation', BLOCKS[language], true, false);
  }
}
