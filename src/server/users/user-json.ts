import type { RemovedOnProofJson, User } from '../../shared/auth';
import type { RemovedOnProof } from './sign-up-mail';
import { hasPassword } from '../auth/password';
import type { UserRow } from '../auth/viewer';
import { notifyWayOf } from '../notices/notify-way';
import { photoUrls } from '../media/photo-variants';
import type { Storage } from '../media/storage';

/** The user as the API shows it: never a hash, a token or a session. */
export function toUserJson(user: UserRow, storage: Storage): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    has_password: hasPassword(user.passwordHash),
    email_confirmed: user.email !== null && user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null,
    account_type: user.accountType,
    avatar: user.avatarKey ? photoUrls(storage, user.avatarKey) : null,
    cover_photo: user.coverPhotoKey ? photoUrls(storage, user.coverPhotoKey) : null,
    isAdmin: user.isAdmin,
    role: user.role,
    language: user.language,
    favorite_alerts: user.favoriteAlerts,
    notify: notifyWayOf(user),
    createdAt: user.createdAt.toISOString(),
  };
}

export const toRemovedJson = (removed: RemovedOnProof): RemovedOnProofJson => ({
  sessions: removed.sessions,
  phone: removed.phone,
  saved_searches: removed.savedSearches,
});
