import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '../../../shared/format';
import { PHOTO_KIND } from '../../../shared/listing-fields';
import { useLanguage } from '../../components/use-language';
import { useGetMetaQuery } from '../../lib/meta-api';
import { detailText } from '../../components/detail-text';
import { detailsAsked } from './detail-fields';
import { detailLabel, fieldsFor, shownPrice } from './draft-input';
import type { Draft } from './draft-store';

/** One part of the summary, with a way back to the step that asked for it. */
function Section({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl border border-stone-200 p-3">
      <div className="flex items-center justify-between">
        <h4 className="font-semibold text-stone-900">{title}</h4>
        <button
          type="button"
          onClick={onEdit}
          className="text-sm font-semibold text-brand-dark underline"
          aria-label={`${t('postUpload.edit')}: ${title}`}
        >
          {t('postUpload.edit')}
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <>
    <dt className="text-stone-600">{label}</dt>
    <dd className="font-semibold break-words text-stone-900">{value}</dd>
  </>
);

/**
 * The last step: everything the listing will show, as it will show it (area names in the reader's
 * language, the rent with its period, every detail the owner gave, the photos in order, how many
 * floor plans), each part with an "edit" back to its step.
 */
export function ListingSummary({ draft, onEdit }: { draft: Draft; onEdit: (field: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: meta } = useGetMetaQuery();
  const { values } = draft;
  const n = (text: string) => localDigits(text, language);
  const shown = fieldsFor(values);
  const area = meta?.areas.find((a) => a.slug === values.area);
  const areaName = area ? (language === 'bn' ? area.name_bn : area.name) : values.area;
  const price = shownPrice(values.price, language) ?? values.price;
  const rent = values.property_type === 'rent' && values.rent_time_period;
  const amenities = values.amenities.filter((a) => (shown.amenities as readonly string[]).includes(a));
  // The details the listing's kind has and the owner gave, as the listing page will write them.
  const details = (...parts: Parameters<typeof detailsAsked>) =>
    detailsAsked(...parts)
      .filter((name) => shown[name] && values[name].trim() !== '')
      .map((name) => (
        <Row
          key={name}
          label={t(detailLabel(name, values.category))}
          value={detailText(name, values[name], t, language)}
        />
      ));
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-stone-900">{t('post.summary')}</h3>
      <Section title={t('post.stepBasics')} onEdit={() => onEdit('property_title')}>
        <Row label={t('post.title')} value={values.property_title} />
        <Row label={t('postUpload.deal')} value={t(`propertyType.${values.property_type}`)} />
        <Row
          label={t('post.category')}
          value={values.category ? t(`category.${values.category}`) : t('post.none')}
        />
        <Row label={t('post.description')} value={values.description} />
        {details('basics')}
      </Section>
      <Section title={t('post.stepPlace')} onEdit={() => onEdit('property_address.address')}>
        <Row label={t('postUpload.area')} value={areaName} />
        <Row label={t('post.address')} value={values.address} />
        {values.size_value && (
          <Row
            label={t('postUpload.size')}
            value={`${n(values.size_value)} ${t(`sizeUnit.${values.size_unit}`)}`}
          />
        )}
        {details('place', 'rent')}
        {amenities.length > 0 && (
          <Row
            label={t(values.category === 'land' ? 'property.landFacts' : 'post.amenities')}
            value={amenities.map((a) => t(`amenity.${a}`)).join(', ')}
          />
        )}
      </Section>
      <Section title={t('post.stepPrice')} onEdit={() => onEdit('price')}>
        <Row
          label={t(rent ? 'postDraft.rent' : 'post.price')}
          value={rent ? t('postUpload.perPeriod', { price, period: t(`rentPeriod.${rent}`) }) : price}
        />
        {values.price_type && <Row label={t('post.priceType')} value={t(`priceType.${values.price_type}`)} />}
        <Row label={t('postUpload.phone')} value={n(values.contact_number)} />
        {values.contact_email && <Row label={t('post.contactEmail')} value={values.contact_email} />}
      </Section>
      <Section title={t('post.stepPhotos')} onEdit={() => onEdit('photos')}>
        <dt className="sr-only">{t('postUpload.photos')}</dt>
        <dd className="col-span-2">
          {draft.photos.length === 0 ? (
            t('postUpload.noPhotos')
          ) : (
            <ol className="flex flex-wrap gap-2">
              {draft.photos.map((photo, i) => (
                <li key={photo.key}>
                  <img
                    src={photo.url}
                    alt={`${t('postUpload.photos')} ${n(String(i + 1))}`}
                    className="h-16 w-16 rounded-lg object-cover"
                  />
                </li>
              ))}
            </ol>
          )}
        </dd>
      </Section>
      <Section title={t('post.stepFloorPlans')} onEdit={() => onEdit(PHOTO_KIND.floor_plan.field)}>
        <Row
          label={t('property.floorPlans')}
          value={
            draft.floorPlans.length === 0
              ? t('postDraft.noFloorPlans')
              : t('postDraft.floorPlanCount', {
                  count: draft.floorPlans.length,
                  n: n(String(draft.floorPlans.length)),
                })
          }
        />
      </Section>
    </div>
  );
}
