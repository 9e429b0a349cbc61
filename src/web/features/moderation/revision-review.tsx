import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullAddress } from '../../../shared/address';
import { formatAmount, localDigits, priceText } from '../../../shared/format';
import { LISTING_DETAILS, type DetailName } from '../../../shared/listing-fields';
import type { Property } from '../../../shared/property';
import { REVISION_FIELDS, withPendingRevision, type RevisionField } from '../../../shared/revision';
import { detailText } from '../../components/detail-text';
import { contactNumber } from '../../components/poster-summary';
import { useLanguage } from '../../components/use-language';
import { ApproveButton, DeclineForm, useDecisionFlow } from '../../components/decision-flow';
import { useDecideRevisionMutation } from './revision-api';
import { useEvidenceShown } from './moderation-api';

const LABELS: Record<Exclude<RevisionField, DetailName>, string> = {
  property_title: 'post.title',
  property_type: 'post.propertyType',
  price: 'post.price',
  price_type: 'post.priceType',
  rent_time_period: 'post.rentPeriod',
  category: 'post.category',
  property_address: 'property.address',
  pin: 'post.pin',
  size: 'post.size',
  amenities: 'post.amenities',
  contact_number: 'post.contactNumber',
  contact_email: 'post.contactEmail',
  description: 'post.description',
  photos: 'post.photos',
  cover_photo: 'post.cover',
  floor_plans: 'property.floorPlans',
};
const label = (field: RevisionField) => (isDetail(field) ? LISTING_DETAILS[field].label : LABELS[field]);
const isDetail = (field: RevisionField): field is DetailName => field in LISTING_DETAILS;

/**
 * A public listing's pending revision as an admin judges it: each changed field, the public value
 * beside the proposed one, then approve (the changes go live) or decline with a reason (mailed to
 * the owner; the public version stays).
 */
export function RevisionReview({ item }: { item: Property }) {
  const { t } = useTranslation();
  const [decide, decision] = useDecideRevisionMutation();
  const evidenceSeen = useEvidenceShown(item._id);
  const flow = useDecisionFlow({
    // The evidence panel above it is on screen: approving says it was seen.
    approve: () =>
      decide({
        id: item._id,
        decision: { decision: 'approve', ...(evidenceSeen && { evidence_seen: true }) },
      }),
    decline: (reason) =>
      decide({ id: item._id, decision: { decision: 'decline', rejection_reason: reason } }),
    pending: decision.isLoading,
    texts: {
      yesApprove: 'revision.yesApprove',
      approved: 'revision.approved',
      yesDecline: 'revision.yesDecline',
      declined: 'revision.declined',
    },
    subject: 'revision',
  });
  const proposed = withPendingRevision(item);
  const fields = REVISION_FIELDS.filter((field) => field in (item.pending_revision ?? {}));

  return (
    <section aria-label={t('revision.changesTitle')} className="flex flex-col gap-3">
      <p className="self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        {t('revision.badge')}
      </p>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="mb-1 text-start font-semibold text-stone-900">
          {t('revision.changesTitle')}
        </caption>
        <thead>
          <tr className="text-start text-stone-600">
            <th scope="col" className="w-1/4 p-1 text-start font-normal">
              {t('revision.field')}
            </th>
            <th scope="col" className="p-1 text-start font-normal">
              {t('revision.before')}
            </th>
            <th scope="col" className="p-1 text-start font-normal">
              {t('revision.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="border-t border-stone-100 align-top">
              <th scope="row" className="p-1 text-start font-semibold text-stone-800">
                {t(label(field))}
              </th>
              <td className="break-words p-1 text-stone-600 line-through decoration-stone-400">
                <FieldValue field={field} listing={item} />
              </td>
              <td className="break-words p-1 font-semibold text-stone-900">
                <FieldValue field={field} listing={proposed} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <ApproveButton flow={flow} title={item.property_title}>
          {t('revision.approve')}
        </ApproveButton>
      </div>
      <DeclineForm flow={flow} label={t('revision.declineReason')} title={item.property_title}>
        {t('revision.decline')}
      </DeclineForm>
    </section>
  );
}

/** One field's value, written as the listing page writes it (digits, prices, months, names). */
function FieldValue({ field, listing }: { field: RevisionField; listing: Property }): ReactNode {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = t('post.none');
  if (isDetail(field)) {
    const value = listing[field];
    return value === null ? none : detailText(field, value, t, language);
  }
  switch (field) {
    case 'property_title':
    case 'description':
      return <bdi className="whitespace-pre-line">{listing[field]}</bdi>;
    case 'price':
      return priceText(listing.price, language);
    case 'property_type':
      return t(`propertyType.${listing.property_type}`);
    case 'price_type':
      return t(`priceType.${listing.price_type}`);
    case 'rent_time_period':
      return listing.rent_time_period ? t(`rentPeriod.${listing.rent_time_period}`) : none;
    case 'category':
      return t(`category.${listing.category.name}`);
    case 'property_address': {
      const { address, delegation, city } = listing.property_address;
      return fullAddress(address, [delegation, city], language);
    }
    case 'pin':
      return listing.pin ? (
        <span dir="ltr">
          {localDigits(listing.pin.lat.toFixed(5), language)},{' '}
          {localDigits(listing.pin.lng.toFixed(5), language)}
        </span>
      ) : (
        none
      );
    case 'size':
      return listing.size
        ? `${localDigits(String(listing.size.value), language)} ${t(`sizeUnit.${listing.size.unit}`)} (${formatAmount(listing.size.sqft, language)} ${t('sizeUnit.sqft')})`
        : none;
    case 'amenities':
      return listing.amenities.length
        ? listing.amenities.map((amenity) => t(`amenity.${amenity}`)).join(', ')
        : none;
    case 'contact_number':
      return <span dir="ltr">{contactNumber(listing, language).shown}</span>;
    case 'contact_email':
      return listing.contact_email ?? none;
    case 'photos':
    case 'floor_plans':
    case 'cover_photo': {
      const shown =
        field === 'cover_photo' ? (listing.cover_photo ? [listing.cover_photo] : []) : listing[field];
      if (shown.length === 0) return none;
      return (
        <span className="flex flex-wrap gap-1">
          {shown.map((photo, n) => (
            <img
              key={photo.id}
              src={photo.url}
              alt={t('revision.photoAlt', { n: localDigits(String(n + 1), language) })}
              className="h-12 w-16 rounded object-cover"
              loading="lazy"
            />
          ))}
        </span>
      );
    }
  }
}
