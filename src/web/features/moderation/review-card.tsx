import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { localDigits } from '../../../shared/format';
import type { ReviewItem } from '../../../shared/moderation';
import { confirmIrreversible } from '../../components/confirm';
import { CopyButton } from '../../components/copy-button';
import { TextArea } from '../../components/form-field';
import { placeName } from '../../components/place-name';
import { Price } from '../../components/price';
import { useLanguage } from '../../components/use-language';
import { PhotoGallery } from '../properties/photo-gallery';
import { contactNumber, PosterSummary } from '../properties/poster-summary';
import { useDeletePropertyMutation } from '../properties/properties-api';
import { useDecidePropertyMutation } from './moderation-api';

/**
 * One listing to review (spec §2): photos, the listing, its poster, what visitors reported, and the
 * decision: approve (or keep, for a reported public listing), delete, or decline with a reason.
 */
export function ReviewCard({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [decide, decision] = useDecidePropertyMutation();
  const [remove, removal] = useDeletePropertyMutation();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const isPublic = item.property_status === 'approved';
  const number = contactNumber(item, language);
  const titleId = `review-${item._id}`;

  async function approve() {
    if (!(await confirmIrreversible(t, t('dashboard.yesApprove')))) return;
    const result = await decide({ id: item._id, decision: { property_status: 'approved' } });
    if ('data' in result) toast.success(t('dashboard.approved'));
    else console.error('approve failed', result.error);
  }

  async function decline(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setReasonMissing(true);
    if (!(await confirmIrreversible(t, t('dashboard.yesReject')))) return;
    const result = await decide({
      id: item._id,
      decision: { property_status: 'declined', rejection_reason: reason.trim() },
    });
    if ('data' in result) toast.success(t('dashboard.rejected'));
    else console.error('reject failed', result.error);
  }

  async function deleteListing() {
    if (!(await confirmIrreversible(t, t('confirm.yesDelete')))) return;
    const result = await remove(item._id);
    if ('data' in result) toast.success(t('dashboard.deleted'));
    else console.error('delete failed', result.error);
  }

  const address = [
    item.property_address.address,
    placeName(item.property_address.delegation, language),
    placeName(item.property_address.city, language),
  ].join(', ');

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-4 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:p-5"
    >
      <PhotoGallery photos={item.photos} title={item.property_title} />
      <div className="flex min-w-0 flex-col gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-stone-900">
          {item.property_title}
        </h2>
        <Price property={item} />
        <p className="text-stone-700">
          <span className="font-semibold">{t(`category.${item.category.name}`)}</span> · {address}
        </p>
        <p className="whitespace-pre-line text-stone-800">{item.description}</p>
        {item.reports.length > 0 && (
          <section className="rounded-xl bg-danger/10 p-3" aria-label={t('dashboard.reportsTitle')}>
            <h3 className="font-semibold text-[#a1162a]">
              {t('dashboard.reports', {
                count: item.reports.length,
                n: localDigits(String(item.reports.length), language),
              })}
            </h3>
            <ul className="mt-1 list-inside list-disc text-sm text-stone-800">
              {item.reports.map((report, i) => (
                <li key={i}>
                  {t(`report.reason_${report.reason}`)}
                  {report.details ? `: ${report.details}` : ''}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50 p-3">
          <PosterSummary property={item} />
          <div className="flex items-center gap-2">
            <span className="font-semibold tracking-wide text-stone-900" dir="ltr">
              {number.shown}
            </span>
            <CopyButton
              text={number.full}
              label={t('dashboard.copy')}
              copiedLabel={t('property.copied')}
              className="rounded-full border border-stone-300 px-3 py-1 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            />
          </div>
        </div>
        <div className="rounded-xl border border-stone-200 p-3">
          <h3 className="mb-2 font-semibold text-stone-900">{t('dashboard.makeDecision')}</h3>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={decision.isLoading}
              onClick={() => void approve()}
              className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {isPublic ? t('dashboard.keep') : t('dashboard.approve')}
              <span className="sr-only"> {item.property_title}</span>
            </button>
            <button
              type="button"
              disabled={removal.isLoading}
              onClick={() => void deleteListing()}
              className="rounded-full bg-[#c8283d] px-5 py-2 font-semibold text-white hover:bg-[#a1162a] disabled:opacity-60"
            >
              {t('dashboard.delete')}
              <span className="sr-only"> {item.property_title}</span>
            </button>
          </div>
        </div>
        <form noValidate onSubmit={(event) => void decline(event)} className="flex flex-col gap-2">
          <TextArea
            label={isPublic ? t('dashboard.takeDownReason') : t('dashboard.rejectReason')}
            required
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonMissing(false);
            }}
            placeholder={t('dashboard.reasonPlaceholder')}
            error={reasonMissing ? 'required' : undefined}
          />
          <button
            type="submit"
            disabled={decision.isLoading}
            className="self-start rounded-full border-2 border-[#c8283d] px-5 py-1.5 font-semibold text-[#a1162a] hover:bg-danger/10 disabled:opacity-60"
          >
            {isPublic ? t('dashboard.takeDown') : t('dashboard.reject')}
            <span className="sr-only"> {item.property_title}</span>
          </button>
        </form>
      </div>
    </article>
  );
}
