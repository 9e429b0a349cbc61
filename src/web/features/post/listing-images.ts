import { PHOTO_KIND } from '../../../shared/listing-fields';

/**
 * The new images of a listing as multipart files: photos as `photos`, floor plans as `floor_plans`
 * (PHOTO_KIND), each in its draft order. The outbox sends a queued listing's the same way.
 */
export function appendImages(
  form: FormData,
  images: { photos: Blob[]; floorPlans?: Blob[] | undefined },
): void {
  images.photos.forEach((photo, n) => form.append(PHOTO_KIND.photo.field, photo, `photo-${n + 1}.jpg`));
  (images.floorPlans ?? []).forEach((plan, n) =>
    form.append(PHOTO_KIND.floor_plan.field, plan, `floor-plan-${n + 1}.jpg`),
  );
}
