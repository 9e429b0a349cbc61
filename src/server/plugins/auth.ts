import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../auth/sessions';
import { isAdminUser } from '../auth/viewer';

export const SESSION_COOKIE = 'thikana_session';

/** Finds the viewer of every request from the session cookie or an `Authorization: Bearer` header. */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request) ?? request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await findSessionUser(app.db, app.sessionKeys, token);
    if (found) {
      request.viewer = {
        id: found.user.id,
        isAdmin: isAdminUser(found.user),
        sessionId: found.sessionId,
        sessionExpiresAt: found.expiresAt,
        token,
        user: found.user,
      };
    }
  });
  // An answer drawn for someone signed in is theirs alone: no shared cache, and not the app's
  // offline cache either (src/service-worker/sw.js keeps nothing marked private or no-store).
  app.addHook('onSend', async (request, reply) => {
    if (request.viewer || hasSessionCookie(request.headers.cookie)) {
      reply.header('cache-control', 'private, no-store');
    }
  });
});

/** Whether a Cookie header carries a session: pages, outside the API, read it without @fastify/cookie. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`).test(cookieHeader ?? '');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
