import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/coming-soon';

export default function PropertyPost() {
  const { t } = useTranslation();
  return <ComingSoon title={t('screen.propertyPost')} />;
}
