import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/enums';
import { isLanguage } from '../i18n/language';

/** The language the interface is shown in right now. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'bn';
}
