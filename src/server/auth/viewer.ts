import { ADMIN_ROLE } from '../../shared/enums';
import { AppError } from '../app-error';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The logged-in user making a request, with the session the request came in on. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
  sessionId: string;
  sessionExpiresAt: Date;
  /** The token the request came with. */
  token: string;
  user: UserRow;
}

/** Admin means isAdmin and the admin role together. */
export function isAdminUser(user: Pick<UserRow, 'isAdmin' | 'role'>): boolean {
  return user.isAdmin && user.role === ADMIN_ROLE;
}

export function requireUser(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHORIZED');
  return viewer;
}

export function requireAdmin(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (!user.isAdmin) throw new AppError('FORBIDDEN');
  return user;
}
