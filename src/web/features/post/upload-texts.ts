import { useTranslation } from 'react-i18next';
import bn from '../../i18n/bn.json?block=postUpload';
import en from '../../i18n/en.json?block=postUpload';
import { useLanguage } from '../../components/use-language';

const BLOCKS = { bn, en };

/** The upload's and the summary's texts (`postUpload.*`), loaded with the form as post-texts.ts does. */
export function useUploadTexts(): void {
  const { i18n } = useTranslation();
  const language = useLanguage();
  if (!i18n.getResource(language, 'translation', 'postUpload')) {
    i18n.addResourceBundle(language, 'translation', { postUpload: BLOCKS[language] }, true, false);
  }
}
