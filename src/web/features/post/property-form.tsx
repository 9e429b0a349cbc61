import { useEffect, useState, type FormEvent } from 'react';
import { savedEditMessage } from '../../../shared/revision';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notify';
import { localDigits } from '../../../shared/format';
import { createPropertyInputSchema } from '../../../shared/property-input';
import { apiErrorOf, apiErrorText, type FieldErrors, fieldErrorsOf } from '../../components/form-errors';
import { FormAlert } from '../../components/form-field';
import { useLanguage } from '../../components/use-language';
import { signInUrlFor } from '../../lib/session/redirect';
import { useAuth } from '../../lib/session/use-auth';
import { useHydrated } from '../../lib/use-hydrated';
import { draftToInput, withCategory, withDeal } from './draft-input';
import type { PropertyType } from '../../../shared/enums';
import { saveDraft, useDraft, VISITOR, type Draft, type DraftPhoto, type DraftValues } from './draft-store';
import { BasicsStep, PlaceStep, PriceStep, STEP_FIELDS } from './form-steps';
import { PHOTO_LIMITS, scalePhoto } from '../../lib/scale-photo';
import { PhotoPicker, type FailedPhoto } from './photo-picker';
import { RestoredNote, savedTime } from './restored-note';
import { isOffline, queueListing, type SendOutcome } from './outbox';
import { startOutbox } from './outbox-sender';
import { useDraftSaving } from './use-draft-saving';
import { ListingSummary } from './listing-summary';
import { UploadStatus } from './upload-status';
import { refusedPhoto, useCreatePropertyMutation, useUpdatePropertyMutation } from './upload-listing';

interface PropertyFormProps {
  /** The heading of an edit; a new listing's follows its deal and category. */
  title?: string;
  /** The draft to start from when there is none for this form yet. */
  initial: Draft;
  /** Set when editing an existing listing. */
  listingId?: string;
}

const STEP_LABELS = [
  'post.stepBasics',
  'post.stepPlace',
  'post.stepPrice',
  'post.stepPhotos',
  'post.stepPublish',
];
const LAST = STEP_LABELS.length - 1;
const PHOTO_STEP = 3;

/** "Sell land", "Rent out an apartment": what the owner is doing, once they have said it. */
function newListingHeading(values: DraftValues): string {
  if (values.category) return `postDraft.heading.${values.property_type}.${values.category}`;
  return values.property_type === 'rent' ? 'post.titleRent' : 'post.titleSell';
}

/** A step's heading: the place step of land asks for its size, the price step of a rental for the rent. */
function stepLabel(step: number, values: DraftValues): string {
  if (step === 1 && values.category === 'land') return 'postDraft.stepPlaceLand';
  if (step === 2 && values.property_type === 'rent') return 'postDraft.stepPriceRent';
  return STEP_LABELS[step] ?? '';
}

/**
 * The post flow: steps anyone can fill in; logging in is asked for only at the publish
 * step, and the draft (photos too) waits in memory while the visitor logs in or signs up.
 */
export function PropertyForm({ title, initial, listingId }: PropertyFormProps) {
  // The form's own texts (the `post` namespace: drafts, upload, offline publishing), which its parts read.
  const { t } = useTranslation('post');
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const [createProperty] = useCreatePropertyMutation();
  const [updateProperty] = useUpdatePropertyMutation();
  const { user, isAuthenticated, isLoading } = useAuth();
  // Whose drafts these are: the account, or a visitor; null until the browser knows.
  const hydrated = useHydrated();
  const account = !hydrated || isLoading ? null : isAuthenticated ? (user._id ?? VISITOR) : VISITOR;
  const stored = useDraft();
  const draft =
    stored?.owner === initial.owner && (account === null || [account, VISITOR].includes(stored.user))
      ? stored
      : initial;
  const { restoredAt, status, looking, forget, draftKey } = useDraftSaving(initial, draft, account);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The photo the server refused (issue 20): marked in the picker until it is removed or tried again.
  const [failed, setFailed] = useState<FailedPhoto | null>(null);
  // Published while offline: the listing waits in the outbox (outbox.ts) until the connection returns.
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    // The outbox sender has told the owner (a notification); the draft is gone once it was sent.
    const done = (event: Event) => {
      setWaiting(false);
      if ((event as CustomEvent<SendOutcome>).detail.kind === 'sent') void navigate('/profile-post');
    };
    window.addEventListener('thikana:outbox', done);
    return () => window.removeEventListener('thikana:outbox', done);
  }, [waiting, navigate]);

  const update = (change: Partial<Draft>) =>
    saveDraft({ ...draft, ...change, user: draft === initial ? (account ?? VISITOR) : draft.user });
  const set = <K extends keyof DraftValues>(field: K, value: DraftValues[K]) =>
    update({
      values:
        field === 'category'
          ? withCategory(draft.values, value as string)
          : field === 'property_type'
            ? withDeal(draft.values, value as PropertyType)
            : { ...draft.values, [field]: value },
    });

  function errorsOf(step: number): FieldErrors {
    const parsed = createPropertyInputSchema.safeParse(draftToInput(draft.values));
    if (parsed.success) return {};
    const all = fieldErrorsOf(parsed.error);
    const fields = step === LAST ? Object.keys(all) : (STEP_FIELDS[step] ?? []);
    return Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
  }

  function goTo(step: number) {
    const found = step > draft.step ? errorsOf(draft.step) : {};
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length === 0) {
      update({ step });
      window.scrollTo(0, 0);
    }
  }

  async function publish(event: FormEvent) {
    event.preventDefault();
    const found = errorsOf(LAST);
    if (Object.keys(found).length > 0) return showErrors(found);
    await send(draft.photos);
  }

  /**
   * "Try again" on a refused photo: it is read and scaled again where the browser can (a scaling
   * glitch), and the listing is sent again; nothing of the refused request was stored.
   */
  async function retry(key: string) {
    const photo = draft.photos.find((p) => p.key === key);
    if (photo?.kind !== 'new') return;
    setFailed(null);
    setProblem(null);
    const file = new File([photo.blob], 'photo.jpg', { type: photo.blob.type });
    const blob = await scalePhoto(file, PHOTO_LIMITS.listing);
    let photos = draft.photos;
    if (blob !== file) {
      URL.revokeObjectURL(photo.url);
      const again: DraftPhoto = { ...photo, blob, url: URL.createObjectURL(blob) };
      photos = photos.map((p) => (p.key === key ? again : p));
      update({ photos });
    }
    await send(photos);
  }

  /** Sends the draft's fields with these photos (the draft's, or those of a retry not yet rendered). */
  async function send(photos: DraftPhoto[]) {
    const input = draftToInput(draft.values);
    const newPhotos = photos.flatMap((photo) => (photo.kind === 'new' ? [photo.blob] : []));
    let newIndex = 0;
    const order = photos.map((photo) => (photo.kind === 'kept' ? photo.id : `new:${newIndex++}`));
    const data = listingId
      ? { ...input, photo_order: order, ...(order[0] ? { cover_photo: order[0] } : {}) }
      : input;
    // A new listing published offline waits in IndexedDB, draft and all, and is sent when the
    // connection returns (docs/offline.md). An edit needs the server's answer: it fails as before.
    const queue = async () => {
      setProblem(null);
      const queued = await queueListing({ draftKey, data, photos: newPhotos });
      setWaiting(queued);
      // This page may have started without the sender (nothing waited then): start it now. Imported
      // with the form, not on demand: offline, a chunk not loaded yet cannot be.
      if (queued) startOutbox();
    };
    if (!listingId && !navigator.onLine) return queue();
    setProgress(0);
    const upload = { data, photos: newPhotos, onProgress: setProgress };
    // Both mutations refresh every list that might show the listing (the `Property` tag).
    const result = await (listingId ? updateProperty({ id: listingId, ...upload }) : createProperty(upload));
    setProgress(null);
    if (!listingId && 'error' in result && isOffline(result.error)) return queue();
    if ('data' in result) {
      notifySuccess(
        listingId ? t(result.data ? savedEditMessage(result.data.data) : 'post.updated') : t('post.created'),
      );
      await forget();
      void navigate('/profile-post');
      return;
    }
    // A 429's plain text has already been alerted by the store: nothing more to show.
    const failure = apiErrorOf(result.error);
    if (!failure) return;
    const refused = refusedPhoto(failure.fields);
    const photo = refused && photos.filter((p) => p.kind === 'new')[refused.index];
    if (refused && photo) {
      // That one photo is marked on the photo step; every other photo and field stays as it was.
      const reason = t(`photoRetry.reason.${refused.reason}`, {
        defaultValue: t('photoRetry.reason.not_an_image'),
      });
      setFailed({ key: photo.key, reason: refused.reason });
      setErrors({});
      setProblem(t('photoRetry.announce', { n: n(photos.indexOf(photo) + 1), reason }));
      update({ photos, step: PHOTO_STEP });
      return;
    }
    if (Object.keys(failure.fields).length > 0) return showErrors(failure.fields);
    setProblem(apiErrorText(t, failure.code));
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const step = STEP_FIELDS.findIndex((fields) =>
      Object.keys(found).some((field) => fields.includes(field)),
    );
    setProblem(t('post.fixErrors'));
    if (step >= 0) update({ step });
  }

  const stepProps = { values: draft.values, errors, set };
  const n = (i: number) => localDigits(String(i), language);
  const here = location.pathname + location.search;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-stone-900">{title ?? t(newListingHeading(draft.values))}</h1>
      <ol
        className="mt-4 flex gap-1"
        aria-label={t('post.step', { n: n(draft.step + 1), total: n(STEP_LABELS.length) })}
      >
        {STEP_LABELS.map((label, i) => (
          <li
            key={label}
            className={`h-1.5 flex-1 rounded-full ${i <= draft.step ? 'bg-brand' : 'bg-stone-200'}`}
            aria-current={i === draft.step ? 'step' : undefined}
          >
            <span className="sr-only">{t(stepLabel(i, draft.values))}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 flex flex-wrap justify-between gap-x-3 text-sm text-stone-600">
        <span>{t('post.step', { n: n(draft.step + 1), total: n(STEP_LABELS.length) })}</span>
        {status !== null && !(status !== 'saving' && status.savedAt === restoredAt) && (
          <span>
            {status === 'saving'
              ? t('postDraft.saving')
              : t('postDraft.saved', { time: savedTime(status.savedAt, language) })}
          </span>
        )}
      </p>
      {restoredAt !== null && <RestoredNote savedAt={restoredAt} onDiscard={() => void forget()} />}
      <h2 className="mb-4 text-xl font-semibold text-stone-900">{t(stepLabel(draft.step, draft.values))}</h2>

      <form
        noValidate
        aria-busy={looking}
        onSubmit={(e) => (draft.step === LAST ? void publish(e) : (e.preventDefault(), goTo(draft.step + 1)))}
        className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        <FormAlert message={problem} />
        <p
          role="status"
          aria-live="polite"
          className={waiting ? 'rounded-xl bg-earth-light p-4 text-earth' : 'sr-only'}
        >
          {waiting ? t('offlinePublish.waiting') : ''}
        </p>
        {draft.step === 0 && <BasicsStep {...stepProps} />}
        {draft.step === 1 && <PlaceStep {...stepProps} />}
        {draft.step === 2 && <PriceStep {...stepProps} />}
        {draft.step === PHOTO_STEP && (
          <PhotoPicker
            photos={draft.photos}
            onChange={(photos) => {
              // Removed: the refused photo's mark and message go with it.
              if (failed && !photos.some((p) => p.key === failed.key)) {
                setFailed(null);
                setProblem(null);
              }
              update({ photos });
            }}
            error={errors.photos}
            failed={failed}
            onRetry={(key) => void retry(key)}
            busy={progress !== null}
          />
        )}
        {draft.step === LAST && (
          <Summary
            draft={draft}
            isAuthenticated={isAuthenticated}
            signInUrl={signInUrlFor(here)}
            signUpUrl={`/sign-up?${new URLSearchParams({ redirect: here })}`}
            onEdit={goTo}
          />
        )}
        {progress !== null && <UploadStatus percent={progress} />}
        <div className="flex gap-3 pt-2">
          {draft.step > 0 && (
            <button
              type="button"
              onClick={() => goTo(draft.step - 1)}
              className="rounded-full border-2 border-stone-300 px-5 py-2.5 font-semibold text-stone-700"
            >
              {t('post.back')}
            </button>
          )}
          {(draft.step < LAST || isAuthenticated) && (
            <button
              type="submit"
              disabled={progress !== null || waiting}
              className="flex-1 rounded-full bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark disabled:opacity-70"
            >
              {draft.step < LAST ? t('post.next') : listingId ? t('post.saveChanges') : t('post.publish')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}

function Summary({
  draft,
  isAuthenticated,
  signInUrl,
  signUpUrl,
  onEdit,
}: {
  draft: Draft;
  onEdit: (step: number) => void;
  isAuthenticated: boolean;
  signInUrl: string;
  signUpUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <ListingSummary draft={draft} onEdit={onEdit} />
      {!isAuthenticated && (
        <div className="rounded-xl bg-earth-light p-4">
          <p className="text-earth">{t('post.loginFirst')}</p>
          <div className="mt-3 flex gap-3">
            <Link to={signInUrl} className="rounded-full bg-brand px-5 py-2 font-semibold text-white">
              {t('nav.login')}
            </Link>
            <Link
              to={signUpUrl}
              className="rounded-full border-2 border-brand px-5 py-1.5 font-semibold text-brand-dark"
            >
              {t('nav.signUp')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
