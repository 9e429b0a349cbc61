import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../shared/geo';
import { useLanguage } from '../../components/use-language';
import { useGetLandmarksQuery } from '../../lib/landmarks-api';
import { useGetMetaQuery } from '../../lib/meta-api';
import { areaCentre } from './draft-input';
import { PinMap } from './pin-map';
import { pinWords } from './pin-words';
import type { StepProps } from './step-props';

/**
 * "Move the pin near your house" (issue 33), in the place step: a map whose marker starts at the
 * area's centre, the pin's place in words (announced as it moves), and a way back to the centre. The
 * map is fetched when this is first shown; without it (offline) the pin stays where it is and the
 * owner goes on.
 */
export function PinSection({ values, errors, set }: StepProps) {
  const { t } = useTranslation('post');
  const language = useLanguage();
  const id = useId();
  const { data: meta } = useGetMetaQuery();
  const area = meta?.areas.find((a) => a.slug === values.area);
  const { data: landmarks } = useGetLandmarksQuery(undefined, { skip: !area });
  const centre = meta ? areaCentre(meta.areas, values.area) : null;
  const pin: Point | null = values.pin ?? centre;
  const error = errors.pin;
  const wordsId = `${id}-where`;
  const name = (place: { name: string; name_bn: string }) => (language === 'bn' ? place.name_bn : place.name);

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-privacy`}>
      <legend className="mb-2 text-lg font-semibold text-stone-900">{t('pin.legend')}</legend>
      {!area || !pin || !centre ? (
        <p className="text-sm text-stone-600">{t('pin.chooseArea')}</p>
      ) : (
        <>
          <p className="text-sm text-stone-600">{t('pin.hint')}</p>
          <PinMap
            pin={pin}
            label={t('pin.map', { area: name(area) })}
            markerLabel={t('pin.marker')}
            describedBy={wordsId}
            onMove={(next) => set('pin', next)}
          />
          <p id={wordsId} aria-live="polite" className="text-sm font-semibold text-stone-800">
            {pinWords(
              pin,
              { ...centre, name: name(area) },
              (landmarks ?? []).map((landmark) => ({ ...landmark, name: name(landmark) })),
              language,
              t,
            )}
          </p>
          <button
            type="button"
            onClick={() => set('pin', centre)}
            className="rounded-full border-2 border-stone-300 px-4 py-2 text-sm font-semibold text-stone-700"
          >
            {t('pin.reset')}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger-dark">
          {error === 'outside_rajshahi' ? t('pin.outside_rajshahi') : t('translation:validation.invalid')}
        </p>
      )}
      <p id={`${id}-privacy`} className="text-sm text-stone-600">
        {t('pin.privacy')}
      </p>
    </fieldset>
  );
}
