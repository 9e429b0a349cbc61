import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../components/coming-soon';

export default function ProfilePost() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <ComingSoon title={params.get('favorite') === 'true' ? t('screen.favorites') : t('screen.profilePost')} />
  );
}
