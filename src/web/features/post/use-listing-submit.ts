import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localDigits } from '../../../shared/format';
import { PHOTO_KIND } from '../../../shared/listing-fields';
import { savedEditMessage } from '../../../shared/revision';
import { apiErrorOf, apiErrorText } from '../../components/form-errors';
import { notifySuccess } from '../../components/notify';
import { useLanguage } from '../../components/use-language';
import { PHOTO_LIMITS, scalePhoto } from '../../lib/scale-photo';
import { draftToInput } from './draft-input';
import type { DraftPhoto } from './draft-store';
import { isOffline, queueListing, type SendOutcome } from './outbox';
import { startOutbox } from './outbox-sender';
import type { FailedPhoto } from './photo-picker';
import { LAST_STEP, PHOTO_STEP } from './post-steps';
import { refusedPhoto, useCreatePropertyMutation, useUpdatePropertyMutation } from './upload-listing';
import type { PostFormState } from './use-post-form';

/** A kind's new files, and its order for an edit: kept ids, and `new:<n>` among the new files. */
function imagesOf(images: DraftPhoto[]): { files: Blob[]; order: string[] } {
  let newIndex = 0;
  return {
    files: images.flatMap((image) => (image.kind === 'new' ? [image.blob] : [])),
    order: images.map((image) => (image.kind === 'kept' ? image.id : `new:${newIndex++}`)),
  };
}

/**
 * Publishing the post form's draft (a new listing, or the changes to `listingId`): its upload and
 * progress, a photo the server refused, and the outbox that keeps a listing published offline until
 * it can be sent.
 */
export function useListingSubmit(form: PostFormState, listingId: string | undefined) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [createProperty] = useCreatePropertyMutation();
  const [updateProperty] = useUpdatePropertyMutation();
  const { draft, draftKey, update, forget, setErrors, setProblem, showErrors } = form;
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
  const n = (i: number) => localDigits(String(i), language);

  async function publish(event: FormEvent) {
    event.preventDefault();
    const found = form.errorsOf(LAST_STEP);
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

  /**
   * Sends the draft's fields with these photos (the draft's, or those of a retry not yet rendered)
   * and the draft's floor plans, each kind in its own multipart field and order (PHOTO_KIND).
   */
  async function send(photos: DraftPhoto[]) {
    const input = draftToInput(draft.values);
    const photoImages = imagesOf(photos);
    const planImages = imagesOf(draft.floorPlans);
    const newPhotos = photoImages.files;
    const order = photoImages.order;
    const data = listingId
      ? {
          ...input,
          photo_order: order,
          ...(order[0] ? { cover_photo: order[0] } : {}),
          [PHOTO_KIND.floor_plan.orderField]: planImages.order,
        }
      : input;
    const floorPlans = planImages.files;
    // A new listing published offline waits in IndexedDB, draft and all, and is sent when the
    // connection returns (docs/offline.md). An edit needs the server's answer: it fails as before.
    const queue = async () => {
      setProblem(null);
      const queued = await queueListing({ draftKey, data, photos: newPhotos, floorPlans });
      setWaiting(queued);
      // This page may have started without the sender (nothing waited then): start it now. Imported
      // with the form, not on demand: offline, a chunk not loaded yet cannot be.
      if (queued) startOutbox();
    };
    if (!listingId && !navigator.onLine) return queue();
    setProgress(0);
    const upload = { data, photos: newPhotos, floorPlans, onProgress: setProgress };
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

  return {
    publish,
    retry,
    progress,
    failed,
    /** The refused photo was removed: its mark and message go with it. */
    forgetFailed: () => {
      setFailed(null);
      setProblem(null);
    },
    waiting,
  };
}
