import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../components/coming-soon';

export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = params.get('keyword');
  return (
    <ComingSoon title={t('screen.search')}>
      {keyword && <p className="mt-2 text-lg text-brand-dark">{t('comingSoon.searchFor', { keyword })}</p>}
    </ComingSoon>
  );
}
