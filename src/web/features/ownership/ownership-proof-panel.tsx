import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROOF_KINDS, type ProofKind } from '../../../shared/enums';
import { formatDate } from '../../../shared/format-date';
import { PROOF_MAX_BYTES } from '../../../shared/ownership';
import type { Property } from '../../../shared/property';
import { Button } from '../../components/button';
import { ChoiceGroup } from '../../components/choice-field';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { FormAlert } from '../../components/form-field';
import { notifySuccess } from '../../components/notify';
import { OwnerVerified } from '../../components/owner-verified';
import { useLanguage } from '../../components/use-language';
import { useSendOwnershipProofMutation } from './ownership-api';

/**
 * On the owner's listing (/profile-post): the "owner verified" badge once granted; else where the
 * last proof stands (waiting, or declined with the reason) and a small form to send one: what kind
 * of paper, and the file (a photo or a PDF). The form stays folded until asked for.
 */
export function OwnershipProofPanel({ property }: { property: Property }) {
  const { t } = useTranslation('my-listings');
  const language = useLanguage();
  const proof = property.ownership_proof;
  if (property.owner_verified_at)
    return <OwnerVerified property={property} dateStyle="day" className="mt-2 text-sm" />;
  if (proof?.status === 'pending') {
    return (
      <p className="mt-2 text-sm text-stone-700">
        {t('ownership.waiting', { date: formatDate(new Date(proof.sent_at), language, 'day') })}
      </p>
    );
  }
  return (
    <div className="mt-2">
      {proof?.status === 'declined' && (
        <p className="text-sm text-danger-dark">{t('ownership.declined', { reason: proof.reason ?? '' })}</p>
      )}
      <details className="group mt-1">
        <summary className="cursor-pointer py-2 font-semibold text-brand-dark underline">
          {proof?.status === 'declined' ? t('ownership.sendAnother') : t('ownership.prove')}
          <span className="sr-only"> {property.property_title}</span>
        </summary>
        <ProofForm id={property._id} />
      </details>
    </div>
  );
}

function ProofForm({ id }: { id: string }) {
  const { t } = useTranslation('my-listings');
  const fileId = useId();
  const hintId = `${fileId}-hint`;
  const [kind, setKind] = useState<ProofKind>('tax_receipt');
  const [file, setFile] = useState<File | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [send, { isLoading }] = useSendOwnershipProofMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(null);
    if (!file) return setFailed(t('ownership.file_required'));
    if (file.size > PROOF_MAX_BYTES) return setFailed(t('ownership.file_too_large'));
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file);
    const result = await send({ id, form });
    if ('data' in result) {
      notifySuccess(t('ownership.sent'));
      return;
    }
    const failure = apiErrorOf(result.error);
    if (!failure) return;
    const fileProblem = failure.fields.file;
    setFailed(
      fileProblem
        ? t(`ownership.file_${fileProblem}`, { defaultValue: t('ownership.file_unsupported') })
        : apiErrorText(t, failure.code),
    );
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="mt-2 flex flex-col gap-3 rounded-lg bg-stone-50 p-3"
    >
      <p className="text-sm text-stone-700">{t('ownership.explain')}</p>
      <ChoiceGroup
        legend={t('ownership.kindLegend')}
        name={`proof-kind-${id}`}
        options={PROOF_KINDS.map((value) => ({ value, label: t(`ownership.kind_${value}`) }))}
        value={kind}
        onChange={(value) => setKind(value as ProofKind)}
      />
      <div>
        <label htmlFor={fileId} className="mb-1 block font-semibold text-stone-800">
          {t('ownership.fileLabel')}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/*,application/pdf"
          aria-describedby={hintId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-light file:px-4 file:py-2 file:font-semibold file:text-brand-dark"
        />
        <p id={hintId} className="mt-1 text-sm text-stone-600">
          {t('ownership.fileHint')}
        </p>
      </div>
      <FormAlert message={failed} />
      <Button type="submit" variant="primary" busy={isLoading} className="px-5 py-2.5">
        {isLoading ? t('ownership.sending') : t('ownership.send')}
      </Button>
    </form>
  );
}
