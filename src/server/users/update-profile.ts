import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateProfileInputSchema } from '../../shared/auth';
import { AppError } from '../app-error';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { newStorageKey, processPhoto, removePhotoFiles, storePhoto } from '../media/photo-variants';
import type { Storage } from '../media/storage';

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
  // Process every image before touching the row, so a bad file changes nothing.
  const [avatar, cover] = await Promise.all([
    images.avatar ? processPhoto(images.avatar) : undefined,
    images.cover_photo ? processPhoto(images.cover_photo) : undefined,
  ]);
  const avatarKey = avatar ? newStorageKey() : undefined;
  const coverKey = cover ? newStorageKey() : undefined;
  let user;
  try {
    if (avatar && avatarKey) await storePhoto(storage, avatarKey, avatar);
    if (cover && coverKey) await storePhoto(storage, coverKey, cover);
    [user] = await db
      .update(users)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.account_type !== undefined && { accountType: input.account_type }),
        ...(input.language !== undefined && { language: input.language }),
        ...(avatarKey && { avatarKey }),
        ...(coverKey && { coverPhotoKey: coverKey }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, viewer.id))
      .returning();
    if (!user) throw new AppError('UNAUTHORIZED');
  } catch (error) {
    // The row does not point at the new files: they go (removing a file never written is harmless).
    const written = [avatarKey, coverKey].filter((key): key is string => key !== undefined);
    await Promise.allSettled(written.map((key) => removePhotoFiles(storage, key)));
    throw error;
  }

  const replaced = [avatarKey && viewer.user.avatarKey, coverKey && viewer.user.coverPhotoKey].filter(
    (key): key is string => typeof key === 'string',
  );
  await Promise.allSettled(replaced.map((key) => removePhotoFiles(storage, key)));
  return user;
}
