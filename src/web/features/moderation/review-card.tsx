import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullAddress } from '../../../shared/address';
import { localDigits } from '../../../shared/format';
import type { OpenReport, ReviewItem } from '../../../shared/moderation';
import { CopyButton } from '../../components/copy-button';
import { Price } from '../../components/price';
import { useLanguage } from '../../components/use-language';
import { PhotoGallery } from '../../components/photo-gallery';
import { contactNumber, PosterSummary } from '../../components/poster-summary';
import { SuspendedOwnerBadge } from '../../components/suspended-owner-badge';
import { DecisionControls } from './decision-controls';
import { EvidencePanel } from './evidence-panel';
import { ListingTrail } from './listing-trail';
import { RevisionReview } from './revision-review';
import { WaitingFor } from './waiting-for';

/**
 * One listing to review: photos, the listing, its poster, what visitors reported, and the
 * decision: approve (or keep, for a reported public listing), delete, or decline with a reason; and
 * the listing's audit trail, opened on demand.
 */
export function ReviewCard({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = contactNumber(item, language);
  const titleId = `review-${item._id}`;

  const { address: street, delegation, city } = item.property_address;
  const address = fullAddress(street, [delegation, city], language);

  return (
    <article
      aria-labelledby={titleId}
      className={`grid gap-5 rounded-2xl border bg-white p-4 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:p-5 ${item.overdue ? 'border-2 border-[#c8283d]' : 'border-stone-200'}`}
    >
      <PhotoGallery photos={item.photos} title={item.property_title} />
      <div className="flex min-w-0 flex-col gap-3">
        <h2 id={titleId} className="text-xl font-semibold text-stone-900">
          {item.property_title}
        </h2>
        <WaitingFor item={item} />
        <Price property={item} />
        <p className="text-stone-700">
          <span className="font-semibold">{t(`category.${item.category.name}`)}</span> · {address}
        </p>
        <p className="whitespace-pre-line text-stone-800">{item.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-stone-50 p-3">
          <div className="flex flex-col items-start gap-1">
            <PosterSummary property={item} />
            <SuspendedOwnerBadge suspended={item.owner_suspended} />
            <Link
              to={`/dashboard/accounts/${item.user._id}`}
              className="inline-block py-1 text-sm font-semibold text-brand-dark underline"
            >
              {t('dashboard.viewAccount')}
              <span className="sr-only"> {item.user.name}</span>
            </Link>
          </div>
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
        {/* Reports, the scams they name among them, beside the evidence that may bear them out. */}
        {item.reports.length > 0 && (
          <section className="rounded-xl bg-danger/10 p-3" aria-label={t('dashboard.reportsTitle')}>
            <h3 className="font-semibold text-danger-dark">
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
                  <ReportedBy report={report} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <EvidencePanel id={item._id} />
        {item.pending_revision && item.property_status === 'approved' ? (
          <RevisionReview item={item} />
        ) : (
          <DecisionControls property={item} />
        )}
        <ListingTrail id={item._id} />
      </div>
    </article>
  );
}

/**
 * Who reported and from where, for admins: the account's name and age, or "visitor", and the start
 * of the address hash, which is the same on reports from one address (the hold counts addresses).
 */
function ReportedBy({ report }: { report: OpenReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { reporter, addressHash } = report;
  return (
    <span className="block ps-5 text-stone-700">
      {reporter ? (
        <>
          {/* A name is the user's own text: isolated, so it cannot reorder the line around it. */}
          <bdi className="font-semibold">{reporter.name}</bdi> ·{' '}
          {t('dashboard.reporterAge', {
            count: reporter.accountAgeDays,
            n: localDigits(String(reporter.accountAgeDays), language),
          })}
        </>
      ) : (
        t('dashboard.reporterVisitor')
      )}
      {addressHash && (
        <>
          {' · '}
          {t('dashboard.reporterAddress')}{' '}
          <code className="font-mono text-stone-900" dir="ltr">
            {addressHash}
          </code>
        </>
      )}
    </span>
  );
}
