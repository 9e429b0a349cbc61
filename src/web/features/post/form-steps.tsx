import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { areaChoices, offeredSlug } from '../../lib/area-choices';
import { useGetMetaQuery } from '../../lib/meta-api';
import { useAuth } from '../../lib/session/use-auth';
import { AMENITIES, CATEGORIES, PRICE_TYPES, PROPERTY_TYPES, RENT_PERIODS } from '../../../shared/enums';
import { DetailFields } from './detail-fields';
import { PinSection } from './pin-section';
import { PriceHint } from './price-hint';
import { fieldsFor, shownPrice, sizeUnitsFor } from './draft-input';
import { CheckGroup, ChoiceGroup, SelectField } from '../../components/choice-field';
import { TextArea, TextField } from '../../components/form-field';
import { useLanguage } from '../../components/use-language';
import type { DraftValues } from './draft-store';
import type { StepProps } from './step-props';

/** The example under the title: a plot for land, a flat otherwise, for sale or for rent. */
function titleHint(values: DraftValues): string {
  const land = values.category === 'land';
  if (values.property_type === 'rent')
    return land ? 'postDraft.titleHint.landRent' : 'postDraft.titleHint.rent';
  return land ? 'postDraft.titleHint.landSell' : 'postDraft.titleHint.sell';
}

export function BasicsStep({ values, errors, set }: StepProps) {
  const { t } = useTranslation();
  // An agency's account posts as an agent whatever it chooses (the server sees to it): the form says so.
  const agency = useAuth().user.account_type === 'agency';
  useEffect(() => {
    if (agency && values.poster_kind !== 'agent') set('poster_kind', 'agent');
  }, [agency, values.poster_kind, set]);
  return (
    <>
      <ChoiceGroup
        legend={t('post.propertyType')}
        name="property_type"
        options={PROPERTY_TYPES.map((v) => ({ value: v, label: t(`propertyType.${v}`) }))}
        value={values.property_type}
        onChange={(v) => set('property_type', v as DraftValues['property_type'])}
        error={errors.property_type}
      />
      <ChoiceGroup
        legend={t('post.category')}
        name="category"
        options={CATEGORIES.map((v) => ({ value: v, label: t(`category.${v}`) }))}
        value={values.category}
        onChange={(v) => set('category', v)}
        error={errors.category}
      />
      <TextField
        label={t('post.title')}
        placeholder={t(titleHint(values))}
        maxLength={120}
        value={values.property_title}
        onChange={(e) => set('property_title', e.target.value)}
        error={errors.property_title}
      />
      <TextArea
        label={t('post.description')}
        hint={t('post.descriptionHint')}
        maxLength={5000}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <DetailFields part="basics" values={values} errors={errors} set={set} />
      {agency && <p className="text-sm text-stone-600">{t('post.agencyPostsAsAgent')}</p>}
    </>
  );
}

export function PlaceStep({ values, errors, set }: StepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: meta } = useGetMetaQuery();
  const kinds = ['neighbourhood', 'thana', 'upazila'] as const;
  const areas = meta ? areaChoices(meta.areas, language) : [];
  const rent = values.property_type === 'rent';
  const shown = fieldsFor(values);
  const units = sizeUnitsFor(values);
  const land = values.category === 'land';
  const amenities = AMENITIES.filter((amenity) => shown.amenities.includes(amenity));
  return (
    <>
      <SelectField
        label={t('post.area')}
        value={meta ? offeredSlug(meta.areas, values.area) : values.area}
        onChange={(e) => set('area', e.target.value)}
        error={errors['property_address.delegation']}
      >
        <option value="">{t('post.chooseArea')}</option>
        {kinds.map((kind) => (
          <optgroup key={kind} label={t(`areaKind.${kind}`)}>
            {areas
              .filter((area) => area.kind === kind)
              .map((area) => (
                <option key={area.slug} value={area.slug}>
                  {language === 'bn' ? `${area.name_bn} (${area.name})` : `${area.name} (${area.name_bn})`}
                </option>
              ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        label={t('post.address')}
        placeholder={t('post.addressHint')}
        maxLength={200}
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        error={errors['property_address.address']}
      />
      <PinSection values={values} errors={errors} set={set} />
      <DetailFields part="place" values={values} errors={errors} set={set}>
        <TextField
          // One unit (square feet for a flat) is named in the label; land and houses choose theirs.
          label={
            land ? t('postDraft.landSize') : units.length === 1 ? t('postDraft.sizeSqft') : t('post.size')
          }
          inputMode="decimal"
          value={values.size_value}
          onChange={(e) => set('size_value', e.target.value)}
          error={errors['size.value']}
        />
        {units.length > 1 && (
          <SelectField
            label={t('post.sizeUnit')}
            value={values.size_unit}
            onChange={(e) => set('size_unit', e.target.value)}
          >
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {t(`sizeUnit.${unit}`)}
              </option>
            ))}
          </SelectField>
        )}
      </DetailFields>
      {rent && (
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-stone-900">{t('postDraft.rentTerms')}</legend>
          <DetailFields part="rent" values={values} errors={errors} set={set} />
        </fieldset>
      )}
      {amenities.length > 0 && (
        <CheckGroup
          // Land's are its facts: electricity, mutation, khatian…
          legend={t(land ? 'property.landFacts' : 'post.amenities')}
          options={amenities.map((v) => ({ value: v, label: t(`amenity.${v}`) }))}
          values={values.amenities.filter((v) => shown.amenities.includes(v as (typeof AMENITIES)[number]))}
          onChange={(v) => set('amenities', v)}
        />
      )}
    </>
  );
}

export function PriceStep({ values, errors, set }: StepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // What they type is kept (either digit set); the price as visitors will read it shows beneath.
  const shown = shownPrice(values.price, language);
  return (
    <>
      <TextField
        label={values.property_type === 'rent' ? t('postDraft.rent') : t('post.price')}
        inputMode="numeric"
        placeholder={t('post.priceHint')}
        value={values.price}
        onChange={(e) => set('price', e.target.value)}
        error={errors.price}
        {...(shown && { hint: t('post.priceShown', { amount: shown }) })}
      />
      <PriceHint values={values} />
      <ChoiceGroup
        legend={t('post.priceType')}
        name="price_type"
        options={PRICE_TYPES.map((v) => ({ value: v, label: t(`priceType.${v}`) }))}
        value={values.price_type}
        onChange={(v) => set('price_type', v)}
        error={errors.price_type}
      />
      {values.property_type === 'rent' && (
        <ChoiceGroup
          legend={t('post.rentPeriod')}
          name="rent_time_period"
          options={RENT_PERIODS.map((v) => ({ value: v, label: t(`rentPeriod.${v}`) }))}
          value={values.rent_time_period}
          onChange={(v) => set('rent_time_period', v)}
          error={errors.rent_time_period}
        />
      )}
      <TextField
        label={t('post.contactNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('auth.phoneHint')}
        value={values.contact_number}
        onChange={(e) => set('contact_number', e.target.value)}
        error={errors.contact_number}
      />
      <TextField
        label={t('post.contactEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.contact_email}
        onChange={(e) => set('contact_email', e.target.value)}
        error={errors.contact_email}
      />
    </>
  );
}
