import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { latestMailTo } from './outbox';
import { newClientAddress } from './client-address';

/** The token of the newest sign-up link mailed to this address ('' when there is none). */
export async function signUpTokenFor(app: FastifyInstance, email: string): Promise<string> {
  const mail = await latestMailTo(path.join(app.config.dataDir, 'outbox'), email);
  return /[?&]sign_up=1&token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
}

/**
 * Signs up as a person does: the form (202), the mailed link, its button. Returns the link's answer
 * (201 with the session for a new account). `headers` and `remoteAddress` go with both requests.
 */
export async function signUp(
  app: FastifyInstance,
  body: Record<string, unknown> & { email: string; password: string },
  options: { headers?: InjectOptions['headers']; remoteAddress?: string } = {},
) {
  const remoteAddress = options.remoteAddress ?? newClientAddress();
  const asked = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    remoteAddress,
    headers: options.headers,
    payload: body,
  });
  if (asked.statusCode !== 202) return asked;
  await app.background.idle();
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/register/confirm',
    remoteAddress,
    headers: options.headers,
    payload: { token: await signUpTokenFor(app, body.email), password: body.password },
  });
}

/**
 * The same through a running server process (its DATA_DIR's outbox): the mail is written after the
 * answer, so its link is waited for, as a person waits for a mail.
 */
export async function signUpOnServer(
  server: { url: string; dataDir: string },
  body: { name: string; email: string; password: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const post = (path: string, payload: object) =>
    fetch(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
  const asked = await post('/user/register', body);
  if (asked.status !== 202) return asked;
  const outbox = path.join(server.dataDir, 'outbox');
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const mail = await latestMailTo(outbox, body.email).catch(() => '');
    const token = /[?&]sign_up=1&token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    if (token) return post('/user/register/confirm', { token, password: body.password });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-up link mailed to ${body.email}`);
}
