import { eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { users } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createPhoneUser, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { createTestApp } from '../test/test-app';
import { ADD_EMAIL_MAILS } from './email-routes';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;
const outbox = path.join(t.app.config.dataDir, 'outbox');
const PASSWORD = 'Rajshahi-Padma-2026';
const passwordHash = await hashPassword(PASSWORD);

let nextMail = 0;
const newAddress = () => `changed-${(nextMail += 1)}-${Date.now()}@example.com`;
const account = async (language: 'bn' | 'en' = 'en') => {
  const user = await createUser(db, { passwordHash, language, name: 'Nasrin' });
  return { user, token: await t.tokenFor(user.id) };
};

const post = async (url: string, body: object, token?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/user/email/${url}`,
    payload: body,
    remoteAddress: newClientAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // Links are mailed after the answer.
  await t.app.background.idle();
  return res;
};
const emailOf = async (id: string) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
const tokenIn = (mail: string) => /\/email\/confirm\?change=1&token=([\w.-]+)/.exec(mail)?.[1] ?? '';
// The newest link mailed to the address (a notice carries none).
const linkTo = async (address: string) => (await mailsTo(outbox, address)).map(tokenIn).find(Boolean) ?? '';

describe('changing the e-mail of an account that has one', () => {
  it('mails a link to the new address and changes nothing until it is opened', async () => {
    const { user, token } = await account('bn');
    const address = newAddress();
    const asked = await post('change', { email: ` ${address.toUpperCase()} `, password: PASSWORD }, token);
    expect(asked.statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);

    const [mail, ...more] = await mailsTo(outbox, address);
    expect(more).toHaveLength(0);
    expect(mail).toContain('ই-মেইল এই ঠিকানায় বদলানোর অনুরোধ');
    expect(mail).toContain('২৪ ঘণ্টা');
    expect(tokenIn(mail!)).not.toBe('');
    // Signing in still takes the old address; the old one is told nothing yet.
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await mailsTo(outbox, user.email)).toHaveLength(0);
  });

  it('once opened, the new address is the account’s, proven, and the old one is told, masked, without a link', async () => {
    const { user, token } = await account('bn');
    const address = newAddress();
    await post('change', { email: address, password: PASSWORD }, token);
    // Opened signed out (the mail may be read on another device): the link is the proof.
    const opened = await post('confirm', { token: await linkTo(address) });
    expect(opened.statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe(address);
    const me = await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data).toMatchObject({ email: address, email_confirmed: true });

    const [notice, ...more] = await mailsTo(outbox, user.email);
    expect(more).toHaveLength(0);
    expect(notice).toContain('অ্যাকাউন্টের ই-মেইল এখন c***@e***.com');
    expect(notice).not.toContain(address);
    expect(notice).not.toMatch(/https?:\/\//);
    // Opened again: the same answer, nothing more is mailed.
    expect((await post('confirm', { token: await linkTo(address) })).statusCode).toBe(200);
    expect(await mailsTo(outbox, user.email)).toHaveLength(1);
    // The new address signs in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: address, password: PASSWORD },
      remoteAddress: newClientAddress(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('tells the old address in English for an English account', async () => {
    const { user, token } = await account('en');
    const address = newAddress();
    await post('change', { email: address, password: PASSWORD }, token);
    await post('confirm', { token: await linkTo(address) });
    expect((await mailsTo(outbox, user.email))[0]).toContain(
      'The e-mail of your Thikana account is now c***@e***.com',
    );
  });

  it('mails nothing to an old address nobody proved', async () => {
    const user = await createUser(db, { passwordHash, emailVerifiedAt: null });
    const token = await t.tokenFor(user.id);
    const address = newAddress();
    await post('change', { email: address, password: PASSWORD }, token);
    expect((await post('confirm', { token: await linkTo(address) })).statusCode).toBe(200);
    expect(await emailOf(user.id)).toBe(address);
    expect(await mailsTo(outbox, user.email)).toHaveLength(0);
  });

  it('refuses a link made before a later change', async () => {
    const { user, token } = await account();
    const first = newAddress();
    const second = newAddress();
    await post('change', { email: first, password: PASSWORD }, token);
    await post('change', { email: second, password: PASSWORD }, token);
    expect((await post('confirm', { token: await linkTo(second) })).statusCode).toBe(200);
    const stale = await post('confirm', { token: await linkTo(first) });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('EMAIL_LINK_INVALID');
    expect(await emailOf(user.id)).toBe(second);

    // Nor does it work after changing back to the address it was made from.
    await post('change', { email: user.email, password: PASSWORD }, token);
    await post('confirm', { token: await linkTo(user.email) });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await post('confirm', { token: await linkTo(first) })).statusCode).toBe(403);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('dies with a new password: a change asked by whoever knew the old one does not go through', async () => {
    const { user, token } = await account();
    const theirs = newAddress();
    await post('change', { email: theirs, password: PASSWORD }, token);
    // The owner resets the password before the link is opened.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword('A new Padma evening 31') })
      .where(eq(users.id, user.id));
    const late = await post('confirm', { token: await linkTo(theirs) });
    expect(late.statusCode).toBe(403);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('ends the reset links mailed to the old address', async () => {
    const { user, token } = await account();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/forgot',
      payload: { email: user.email },
      remoteAddress: newClientAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    await t.app.background.idle();
    const resetToken = /\/password\/reset\/([\w-]+)/.exec(
      (await mailsTo(outbox, user.email)).at(-1) ?? '',
    )?.[1];
    expect(resetToken).toBeTruthy();
    const address = newAddress();
    await post('change', { email: address, password: PASSWORD }, token);
    expect((await post('confirm', { token: await linkTo(address) })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user/password/reset/${resetToken}`,
      payload: {
        password: 'Taken back by the old mailbox 9',
        confirmPassword: 'Taken back by the old mailbox 9',
      },
      remoteAddress: newClientAddress(),
    });
    expect(reset.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('asks the current password, and refuses a wrong one without mailing', async () => {
    const { user, token } = await account();
    const address = newAddress();
    const wrong = await post('change', { email: address, password: 'not-the-password' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({ password: 'incorrect' });
    const missing = await post('change', { email: address }, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ password: 'required' });
    expect(await mailsTo(outbox, address)).toHaveLength(0);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('answers for an address another account has as for a free one, and mails it nothing', async () => {
    const owner = await createUser(db);
    const { user, token } = await account();
    const free = await post('change', { email: newAddress(), password: PASSWORD }, token);
    const taken = await post('change', { email: owner.email, password: PASSWORD }, token);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());
    expect(await mailsTo(outbox, owner.email)).toHaveLength(0);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses a link whose address was taken meanwhile', async () => {
    const { user, token } = await account();
    const address = newAddress();
    await post('change', { email: address, password: PASSWORD }, token);
    const link = await linkTo(address);
    await createUser(db, { email: address });
    expect((await post('confirm', { token: link })).json().code).toBe('EMAIL_TAKEN');
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('needs a session and an e-mail to change, and mails a few links an hour per account at most', async () => {
    expect((await post('change', { email: newAddress(), password: PASSWORD })).statusCode).toBe(401);
    const phoneOnly = await createPhoneUser(db, '+8801912345678');
    const none = await post('change', { email: newAddress() }, await t.tokenFor(phoneOnly.id));
    expect(none.json().errors).toMatchObject({ email: 'no_email' });

    const { token } = await account();
    for (let i = 0; i < ADD_EMAIL_MAILS.max; i++) {
      expect((await post('change', { email: newAddress(), password: PASSWORD }, token)).statusCode).toBe(200);
    }
    const address = newAddress();
    const refused = await post('change', { email: address, password: PASSWORD }, token);
    expect(refused.statusCode).toBe(429);
    expect(await mailsTo(outbox, address)).toHaveLength(0);
  });
});
