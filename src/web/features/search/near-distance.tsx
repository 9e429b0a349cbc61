import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import type { Property } from '../../../shared/property';
import { useLanguage } from '../../components/use-language';
import { landmarkName, useGetLandmarksQuery } from '../../lib/landmarks-api';

/** "1.2 km from RUET" / "RUET থেকে ১.২ কিমি": a result's distance from the landmark searched near. */
export function NearDistance({ property, near }: { property: Property; near: string }) {
  const { t } = useTranslation('places');
  const language = useLanguage();
  const { data: landmarks } = useGetLandmarksQuery();
  if (property.distance_km === undefined) return null;
  const km = localDigits(property.distance_km.toFixed(1), language);
  return (
    <p className="text-xs font-semibold text-brand-dark sm:text-sm">
      {t('places.distance', { km, place: landmarkName(landmarks, near, language) })}
    </p>
  );
}
