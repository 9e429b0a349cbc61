import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export interface SessionKeys {
  secret: Uint8Array;
}

/**
 * A new server-side session and the signed token that names it. Every way in (password, SMS code,
 * sign-up link) ends here, after the account is proven: a suspended one is told so here, and only
 * whoever proved it learns that it is suspended.
 */
export async function startSession(db: Db, keys: SessionKeys, userId: string, userAgent: string | undefined) {
  const [account] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (account?.suspendedAt) throw new AppError('ACCOUNT_SUSPENDED');
  const expiresAt = new Date(Date.now() + SESSION_MS);
  const [session] = await db
    .insert(sessions)
    .values({ userId, userAgent: userAgent?.slice(0, 300) ?? null, expiresAt })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session not created');
  const token = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keys.secret);
  return { sessionId: session.id, token, expiresAt };
}

/**
 * The user behind a token, if its signature holds, its session is neither revoked nor expired, and
 * its account is not suspended (suspending revokes the sessions too; this keeps any other out).
 */
export async function findSessionUser(db: Db, keys: SessionKeys, token: string) {
  let sessionId: unknown;
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] });
    sessionId = payload.sid;
  } catch {
    return null;
  }
  if (typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/.test(sessionId)) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, expiresAt: sessions.expiresAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(users.suspendedAt),
      ),
    );
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** After a password change or reset: every other device has to log in again. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  const others = keepSessionId ? ne(sessions.id, keepSessionId) : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}
