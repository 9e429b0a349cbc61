import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format-date';
import { MAX_OWNERSHIP_REASON_LENGTH, type ProofQueue } from '../../../shared/ownership';
import { contactNumber } from '../../components/poster-summary';
import { ApproveButton, DeclineForm, useDecisionFlow } from '../../components/decision-flow';
import { SuspendedOwnerBadge } from '../../components/suspended-owner-badge';
import { useLanguage } from '../../components/use-language';
import { proofFileUrl, useDecideOwnershipMutation } from './ownership-api';

type WaitingProof = ProofQueue['data'][number];

/** The dashboard's proofs of ownership waiting for a decision, oldest first. */
export function ProofReview({ proofs }: { proofs: WaitingProof[] }) {
  return (
    <ul className="flex flex-col gap-5">
      {proofs.map((proof) => (
        <ProofCard key={proof.listing._id} proof={proof} />
      ))}
    </ul>
  );
}

/**
 * One proof: the listing it is for and its owner, the paper itself (a photo shown, a PDF to open),
 * then accept, or decline with the reason the owner is told.
 */
function ProofCard({ proof: { listing, content_type, owner_suspended } }: { proof: WaitingProof }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const [decide, decision] = useDecideOwnershipMutation();
  const seen = listing.ownership_proof ? { sent_at: listing.ownership_proof.sent_at } : {};
  const flow = useDecisionFlow({
    // With the proof's time: one the owner replaced since is not decided unseen (409).
    approve: () => decide({ id: listing._id, decision: { decision: 'approved', ...seen } }),
    decline: (reason) => decide({ id: listing._id, decision: { decision: 'declined', reason, ...seen } }),
    pending: decision.isLoading,
    texts: {
      yesApprove: 'proofReview.yesApprove',
      approved: 'proofReview.approved',
      yesDecline: 'proofReview.yesDecline',
      declined: 'proofReview.declined',
    },
    subject: 'ownership proof',
  });
  const sent = listing.ownership_proof;
  const file = proofFileUrl(listing._id);
  const titleId = `proof-${listing._id}`;

  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          <Link to={`/product/${listing._id}`} className="underline">
            {listing.property_title}
          </Link>
        </h2>
        <p className="text-sm text-stone-700">
          {t('proofReview.owner', { name: listing.user.name })}
          {' · '}
          <bdi dir="ltr">{contactNumber(listing, language).shown}</bdi>
        </p>
        <SuspendedOwnerBadge suspended={owner_suspended} />
        {sent && (
          <p className="text-sm text-stone-700">
            {t(`proofReview.kind_${sent.kind}`)}
            {' · '}
            {t('proofReview.sentOn', { date: formatDate(new Date(sent.sent_at), language, 'dateTime') })}
          </p>
        )}
      </div>
      {content_type === 'image/jpeg' ? (
        <a href={file} target="_blank" rel="noopener noreferrer">
          <img
            src={file}
            alt={t('proofReview.proofImage', { title: listing.property_title })}
            className="max-h-96 w-full rounded-lg border border-stone-200 bg-stone-50 object-contain"
          />
        </a>
      ) : (
        <a href={file} download className="w-fit font-semibold text-brand-dark underline">
          {t('proofReview.openPdf')}
        </a>
      )}
      <div className="flex flex-wrap gap-2">
        <ApproveButton flow={flow} title={listing.property_title}>
          {t('proofReview.approve')}
        </ApproveButton>
      </div>
      <DeclineForm
        flow={flow}
        label={t('proofReview.declineReason')}
        title={listing.property_title}
        maxLength={MAX_OWNERSHIP_REASON_LENGTH}
      >
        {t('proofReview.decline')}
      </DeclineForm>
    </li>
  );
}
