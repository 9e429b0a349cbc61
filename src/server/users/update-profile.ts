import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileInputSchema } from '../../shared/auth';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { newStorageKey, processPhotos, removePhotoFiles, storePhoto } from '../media/photo-variants';
import type { Storage } from '../media/storage';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { notifyWayRefusal } from '../notices/notify-way';
import { markAgencyListings } from '../properties/poster-kind';

export interface ProfileImages {
  avatar?: Buffer;
  cover_photo?: Buffer;
}

/** Updates the fields given; new avatar or cover photos replace the old files. */
export async function updateProfile(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  input: z.output<typeof updateProfileInputSchema>,
  images: ProfileImages,
) {
  // An account made by phone signs in with its number: a new one comes only with a code (otp-routes.ts).
  if (viewer.user.email === null && input.phone !== undefined && input.phone !== viewer.user.phone) {
    throw new AppError('VALIDATION_FAILED', undefined, { phone: 'phone_needs_code' });
  }
  // SMS need a verified number, e-mail a confirmed address: refused before anything changes.
  const refusal = input.notify === undefined ? null : notifyWayRefusal(input.notify, viewer.user);
  if (refusal) throw new AppError('VALIDATION_FAILED', undefined, { notify: refusal });
  // Process every image before touching the row, so a bad file changes nothing.
  const processed = await processPhotos(
    [images.avatar, images.cover_photo].filter((file): file is Buffer => file !== undefined),
  );
  const avatar = images.avatar ? processed.shift() : undefined;
  const cover = images.cover_photo ? processed.shift() : undefined;
  const avatarKey = avatar ? newStorageKey() : undefined;
  const coverKey = cover ? newStorageKey() : undefined;
  let replaced;
  try {
    if (avatar && avatarKey) await storePhoto(storage, avatarKey, avatar);
    if (cover && coverKey) await storePhoto(storage, coverKey, cover);
    // The keys replaced are those of the row as this UPDATE found it, locked, not as the request read
    // it at its start: of two uploads at once, the second replaces (and removes) the first one's file.
    const before = db
      .select({ id: users.id, avatarKey: users.avatarKey, coverPhotoKey: users.coverPhotoKey })
      .from(users)
      .where(eq(users.id, viewer.id))
      .for('update')
      .as('before');
    [replaced] = await db
      .update(users)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        // A new number is not verified until a code proves it (issue 19); the same number stays verified.
        ...(input.phone !== undefined && {
          phone: input.phone,
          phoneVerifiedAt: sql`case when ${users.phone} is not distinct from ${input.phone} then ${users.phoneVerifiedAt} end`,
        }),
        ...(input.account_type !== undefined && { accountType: input.account_type }),
        ...(input.language !== undefined && { language: input.language }),
        ...(input.favorite_alerts !== undefined && { favoriteAlerts: input.favorite_alerts }),
        ...(input.notify !== undefined && { notify: input.notify }),
        ...(avatarKey && { avatarKey }),
        ...(coverKey && { coverPhotoKey: coverKey }),
        updatedAt: new Date(),
      })
      .from(before)
      .where(eq(users.id, before.id))
      .returning({
        user: getTableColumns(users),
        oldAvatarKey: before.avatarKey,
        oldCoverKey: before.coverPhotoKey,
      });
    if (!replaced) throw new AppError('UNAUTHORIZED');
  } catch (error) {
    // After a definite failure the row does not point at the new files: they go (removing a file
    // never written is harmless). After a lost connection the UPDATE may have landed: they stay, and
    // the orphan sweep (properties/sweep-orphan-files.ts) takes them if it did not.
    if (!isDatabaseUnavailable(error)) {
      const written = [avatarKey, coverKey].filter((key): key is string => key !== undefined);
      await Promise.allSettled(written.map((key) => removePhotoFiles(storage, key)));
    }
    throw error;
  }

  const { user, oldAvatarKey, oldCoverKey } = replaced;
  if (input.account_type === 'agency') await markAgencyListings(db, viewer.id);
  const unused = [avatarKey && oldAvatarKey, coverKey && oldCoverKey].filter(
    (key): key is string => typeof key === 'string',
  );
  // A removal that fails leaves an orphan for the sweep (sweep-orphan-files.ts), not an error.
  await Promise.allSettled(unused.map((key) => removePhotoFiles(storage, key)));
  return user;
}
