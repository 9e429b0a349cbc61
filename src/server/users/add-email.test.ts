import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createPhoneUser, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createTestApp } from '../test/test-app';
import { signEmailLink } from './email-link';
import { ADD_EMAIL_MAILS } from './email-routes';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;
const outbox = path.join(t.app.config.dataDir, 'outbox');
const secret = () => t.app.sessionKeys.secret;

let nextNumber = 30_000_000;
const phoneAccount = (language: 'bn' | 'en' = 'en') =>
  createPhoneUser(db, `+88019${(nextNumber += 1)}`, { language });
let nextMail = 0;
const newAddress = () => `added-${(nextMail += 1)}-${Date.now()}@example.com`;

const post = (url: string, body: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/user/email/${url}`,
    payload: body,
    remoteAddress: newClientAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const emailOf = async (id: string) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
const tokenIn = (mail: string) => /\/email\/confirm\?token=([\w.-]+)/.exec(mail)?.[1] ?? '';

describe('adding an e-mail to an account made by phone', () => {
  it('mails a link in the account’s language, and adds the address only once it is opened', async () => {
    const user = await phoneAccount('bn');
    const token = await t.tokenFor(user.id);
    const address = newAddress();
    const asked = await post('add', { email: ` ${address.toUpperCase()} ` }, token);
    expect(asked.statusCode).toBe(200);
    expect(await emailOf(user.id)).toBeNull();

    const [mail, ...more] = await mailsTo(outbox, address);
    expect(more).toHaveLength(0);
    expect(mail).toContain('এই ই-মেইল ঠিকানা যোগ করার অনুরোধ');
    expect(mail).toContain('২৪ ঘণ্টা');
    const link = tokenIn(mail!);

    // Opened signed out (the mail may be read on another device): the link is the proof.
    const opened = await post('confirm', { token: link });
    expect(opened.statusCode).toBe(200);
    expect(JSON.stringify(opened.json())).not.toContain(user.phone!);
    expect(await emailOf(user.id)).toBe(address);
    const me = await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.email).toBe(address);
    // Opened again: the same answer, nothing more changes.
    expect((await post('confirm', { token: link })).statusCode).toBe(200);
    // The account has an e-mail now: it keeps it, and no link for another goes out.
    const other = newAddress();
    const again = await post('add', { email: other }, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toMatchObject({ email: 'has_email' });
    expect(await mailsTo(outbox, other)).toHaveLength(0);
  });

  it('refuses an expired, forged or altered link, and one for another kind of link', async () => {
    const user = await phoneAccount();
    const address = newAddress();
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const expired = await post('confirm', { token: signEmailLink(secret(), user.id, address, dayAgo) });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('EMAIL_LINK_INVALID');

    const forged = signEmailLink(new Uint8Array(32).fill(7), user.id, address);
    expect((await post('confirm', { token: forged })).json().code).toBe('EMAIL_LINK_INVALID');
    // Another address under a real link's signature.
    const real = signEmailLink(secret(), user.id, address);
    const [payload, signature] = real.split('.');
    const swapped = Buffer.from(payload!, 'base64url');
    swapped.write('x', swapped.length - 1);
    const altered = `${swapped.toString('base64url')}.${signature}`;
    expect((await post('confirm', { token: altered })).json().code).toBe('EMAIL_LINK_INVALID');
    expect(await emailOf(user.id)).toBeNull();
  });

  it('refuses an address another account has, as sign-up does, and mails nothing to it', async () => {
    const owner = await createUser(db);
    const user = await phoneAccount();
    const token = await t.tokenFor(user.id);
    const taken = await post('add', { email: owner.email.toUpperCase() }, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    expect(await mailsTo(outbox, owner.email)).toHaveLength(0);

    // Taken between the mail and its opening: the link no longer adds it.
    const address = newAddress();
    await post('add', { email: address }, token);
    const link = tokenIn((await mailsTo(outbox, address))[0]!);
    await createUser(db, { email: address });
    const late = await post('confirm', { token: link });
    expect(late.statusCode).toBe(409);
    expect(await emailOf(user.id)).toBeNull();
  });

  it('needs a session, and mails a few links an hour per account at most', async () => {
    expect((await post('add', { email: newAddress() })).statusCode).toBe(401);
    const user = await phoneAccount();
    const token = await t.tokenFor(user.id);
    for (let i = 0; i < ADD_EMAIL_MAILS.max; i++) {
      expect((await post('add', { email: newAddress() }, token)).statusCode).toBe(200);
    }
    const address = newAddress();
    const refused = await post('add', { email: address }, token);
    expect(refused.statusCode).toBe(429);
    expect(await mailsTo(outbox, address)).toHaveLength(0);
  });
});
