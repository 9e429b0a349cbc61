import { useTranslation } from 'react-i18next';
import { AnimatedLogo } from './animated-logo';

/** Shown while a screen or the current user loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center" role="status">
      <AnimatedLogo className="w-36 sm:w-44" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
