import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { passwordResets, sessions, users } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createUser } from '../test/factories';
import { multipart } from '../test/multipart';
import { ADDRESS_ATTEMPTS, LOGIN_ATTEMPTS, RESET_MAILS } from './attempt-limits';
import { latestMailTo, mailsTo, resetTokenIn } from '../test/outbox';
import { signUp } from '../test/sign-up';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
interface Call {
  token?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  from?: string;
}

function call(
  method: Method,
  url: string,
  { token, cookie, body, headers = {}, from = newClientAddress() }: Call = {},
) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: from,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(cookie && { cookie: `thikana_session=${cookie}` }),
      ...headers,
    },
    ...(body !== undefined && { payload: body as object }),
  });
}

let counter = 0;
const freshEmail = () => `person${++counter}-${Date.now()}@example.com`;
const goodPassword = 'Padma river at dusk 7';

/** A sign-up through its mailed link: `res` is the link's answer, or the form's when it refused. */
async function register(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const email = freshEmail();
  const res = await signUp(
    t.app,
    { name: 'Nusrat Jahan', email, password: goodPassword, ...overrides },
    { headers },
  );
  return { res, email };
}

const latestMail = (to: string) => latestMailTo(t.outboxDir, to);
/** The reset mails to an address (not its sign-up link). */
const resetMailsTo = async (to: string) =>
  (await mailsTo(t.outboxDir, to)).filter((mail) => resetTokenIn(mail) !== '');
const resetToken = resetTokenIn;

/** Asks for a reset link and waits until the mail work it started after answering is done. */
async function forgot(email: string, options: Call = {}) {
  const res = await call('POST', '/user/password/forgot', { ...options, body: { email } });
  await t.app.background.idle();
  return res;
}

/** The device cookie a successful login leaves, as the browser sends it back. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const cookies = [res.headers['set-cookie']].flat().map(String);
  const device = cookies.find((cookie) => cookie.startsWith('thikana_device='));
  if (!device) throw new Error(`no device cookie in ${cookies.join(' / ')}`);
  return device.split(';')[0]!;
}

const newPassword = 'A brand new passphrase 9';
const resetWith = (token: string, password = newPassword) =>
  call('PATCH', `/user/password/reset/${token}`, { body: { password, confirmPassword: password } });

describe('registration', () => {
  it('creates an account, logs it in with a token and an HttpOnly cookie, and never shows the hash', async () => {
    const { res, email } = await register({ phone: '০১৭১২-৩৪৫৬৭৮', account_type: 'agency' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      data: {
        email,
        name: 'Nusrat Jahan',
        phone: '+8801712345678',
        account_type: 'agency',
        isAdmin: false,
        role: 'user',
      },
    });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body).not.toMatch(/argon|password_hash|passwordHash/i);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('thikana_session=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('answers an e-mail that already has an account, whatever its case, as any other, and changes nothing', async () => {
    const { email } = await register();
    const again = await call('POST', '/user/register', {
      body: { name: 'Other', email: email.toUpperCase(), password: 'Another long password 8' },
    });
    expect(again.statusCode).toBe(202);
    await t.app.background.idle();
    expect(await latestMail(email)).toContain(
      'কেউ আপনার ই-মেইল ঠিকানা দিয়ে ঠিকানায় নতুন অ্যাকাউন্ট খুলতে চেয়েছে',
    );
    const login = await call('POST', '/user/login', { body: { email, password: goodPassword } });
    expect(login.json().data.name).toBe('Nusrat Jahan');
  });

  it.each([
    [{ password: 'short' }, 'password', 'password_too_short'],
    [{ password: 'x'.repeat(129) }, 'password', 'password_too_long'],
    [{ password: 'password123' }, 'password', 'password_common'],
    [{ email: 'not-an-email' }, 'email', 'invalid_email'],
    [{ name: '   ' }, 'name', 'required'],
    [{ phone: '12345' }, 'phone', 'invalid_phone'],
    [{ password: ' '.repeat(12) }, 'password', 'password_invisible'],
    [{ password: '\u200b\u00a0\u202e\u2066\u200d\u3000\ufeff\u2007' }, 'password', 'password_invisible'],
    [{ password: 'thikana123' }, 'password', 'password_place_name'],
    [{ password: 'Rajshahi2024' }, 'password', 'password_place_name'],
    [{ password: 'ঠিকানা১২৩' }, 'password', 'password_place_name'],
    [{ password: 'rajshahi!1' }, 'password', 'password_place_name'],
    [{ phone: '01712-345678', password: '+880 1712 345678' }, 'password', 'password_personal'],
    [{ name: '\u200b\u200c\u200d' }, 'name', 'name_invisible'],
    [{ name: ' \u202e\u2066\u200f ' }, 'name', 'name_invisible'],
  ])('answers %j with a 400 naming the field', async (overrides, field, code) => {
    const { res } = await register(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(code);
  });

  it('refuses a password that is the e-mail or its local part, whatever its case', async () => {
    const email = freshEmail();
    for (const password of [email.toUpperCase(), email.split('@')[0]!]) {
      const res = await call('POST', '/user/register', { body: { name: 'Nusrat Jahan', email, password } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: 'password_personal' });
    }
  });

  it('keeps admin rights out of reach of the request body', async () => {
    const { res } = await register({ isAdmin: true, role: 'thikana-admin' });
    expect(res.json().data).toMatchObject({ isAdmin: false, role: 'user' });
  });
});

describe('login and sessions', () => {
  it('logs in with the right password, by cookie or by Bearer token', async () => {
    const { email } = await register();
    const login = await call('POST', '/user/login', {
      body: { email: email.toUpperCase(), password: goodPassword },
    });
    expect(login.statusCode).toBe(200);
    const { token } = login.json();
    expect((await call('GET', '/user/me', { token })).json().data.email).toBe(email);
    expect((await call('GET', '/user/me', { cookie: token })).json().data.email).toBe(email);
  });

  it('gives one answer for a wrong password, an unknown e-mail and an account without a password', async () => {
    const { email } = await register();
    const demoOwner = await createUser(t.database.db, { passwordHash: '!demo-owner' });
    for (const body of [
      { email, password: 'wrong password here' },
      { email: freshEmail(), password: goodPassword },
      { email: demoOwner.email, password: '!demo-owner' },
    ]) {
      const res = await call('POST', '/user/login', { body });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid Email or Password',
      });
    }
  });

  it('answers /user/me with 401 when logged out or with a forged token', async () => {
    const user = await createUser(t.database.db);
    const forged = await new SignJWT({ sid: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(new TextEncoder().encode('x'.repeat(48)));
    for (const auth of [{}, { token: forged }, { token: 'not.a.jwt' }, { cookie: 'garbage' }]) {
      const res = await call('GET', '/user/me', auth);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses the token of an expired session and of a deleted account', async () => {
    const expiredUser = await createUser(t.database.db);
    const expired = await t.tokenFor(expiredUser.id);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expiredUser.id));
    expect((await call('GET', '/user/me', { token: expired })).statusCode).toBe(401);

    const deletedUser = await createUser(t.database.db);
    const orphan = await t.tokenFor(deletedUser.id);
    await t.database.db.delete(users).where(eq(users.id, deletedUser.id));
    expect((await call('GET', '/user/me', { token: orphan })).statusCode).toBe(401);
  });

  it('logout revokes the session: the old token is refused as cookie and as Bearer', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const logout = await call('GET', '/user/logout', { cookie: token });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/thikana_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/user/me', { cookie: token })).statusCode).toBe(401);
    expect((await call('GET', '/user/me', { token })).statusCode).toBe(401);
  });

  const wrongLogin = (email: string, from?: string) =>
    call('POST', '/user/login', { from, body: { email, password: 'wrong password' } });

  it('lets one address try many accounts up to its own, higher ceiling, then answers 429 in plain text', async () => {
    // Many phones share one operator address: fifteen failures on fifteen accounts lock nobody out.
    const from = newClientAddress();
    for (let i = 0; i < 15; i++) expect((await wrongLogin(freshEmail(), from)).statusCode).toBe(401);
    // The rest of the address's budget, spent cheaply (a refused body counts too, and costs no hash).
    for (let i = 15; i < ADDRESS_ATTEMPTS.max; i++) {
      expect((await wrongLogin('not an e-mail', from)).statusCode).toBe(400);
    }
    const limited = await call('POST', '/user/login', {
      from,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      body: { email: freshEmail(), password: 'wrong password' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/plain/);
    expect(limited.body).toBe('Too many requests, please try again later');
    expect((await wrongLogin(freshEmail())).statusCode).toBe(401); // another address is not held back
  });

  it('refuses the eleventh attempt on one account from one address, while its owner elsewhere logs in', async () => {
    const { email } = await register();
    const guesser = newClientAddress();
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS.perPair; attempt++) {
      expect((await wrongLogin(email, guesser)).statusCode).toBe(401);
    }
    const limited = await wrongLogin(email, guesser);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await call('POST', '/user/login', { body: { email, password: goodPassword } });
    expect(owner.statusCode).toBe(200);
  });

  it("does not count its owner's logins on a known device against the account", async () => {
    const { email, res } = await register();
    const phone = deviceCookieOf(res);
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS.perKnownDevice; attempt++) {
      const login = await call('POST', '/user/login', {
        body: { email, password: goodPassword },
        headers: { cookie: phone },
      });
      expect(login.statusCode).toBe(200);
    }
    await lockAccount(email);
  });

  it('lets no more parallel guesses reach the password than the budget of the account', async () => {
    const { email } = await register();
    const addresses = Array.from({ length: 6 }, () => newClientAddress());
    const guesses = await Promise.all(
      Array.from({ length: 6 * LOGIN_ATTEMPTS.perPair }, (_, i) => wrongLogin(email, addresses[i % 6])),
    );
    const statuses = guesses.map((guess) => guess.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_ATTEMPTS.perAccount);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  it('limits failed attempts on one account spread over many addresses', async () => {
    const { email } = await register();
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS.perAccount; attempt++) {
      expect((await wrongLogin(email)).statusCode).toBe(401);
    }
    const limited = await call('POST', '/user/login', { body: { email, password: goodPassword } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^text\/plain/);
  });

  /** Spends the account's budget of failures, each guess from another address. */
  async function lockAccount(email: string, password = goodPassword) {
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS.perAccount; attempt++) {
      expect((await wrongLogin(email)).statusCode).toBe(401);
    }
    const fromNewDevice = await call('POST', '/user/login', { body: { email, password } });
    expect(fromNewDevice.statusCode).toBe(429);
  }

  it('lets the owner in from a device they logged in on, while guesses from many addresses lock the account', async () => {
    const { email, res } = await register();
    const phone = deviceCookieOf(res);
    await lockAccount(email);
    const owner = await call('POST', '/user/login', {
      body: { email, password: goodPassword },
      headers: { cookie: phone },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('remembers a device with a signed, HttpOnly, long-lived cookie that shows nothing of the account', async () => {
    const { email } = await register();
    const login = await call('POST', '/user/login', { body: { email, password: goodPassword } });
    const cookie = [login.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith('thikana_device='));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/v1\/user/);
    expect(Number(/Max-Age=(\d+)/.exec(cookie!)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600);
    const value = decodeURIComponent(deviceCookieOf(login).split('=').slice(1).join('='));
    expect(value.toLowerCase()).not.toContain(email.split('@')[0]);
    expect(value).not.toContain(login.json().data._id);
    // A failed login leaves no such cookie.
    const failed = await wrongLogin(email);
    expect(String(failed.headers['set-cookie'] ?? '')).not.toContain('thikana_device=');
  });

  it('does not lift the lock for a device of another account, nor for a forged or altered cookie', async () => {
    const { email, res } = await register();
    const otherPhone = deviceCookieOf((await register()).res);
    const ownPhone = deviceCookieOf(res);
    await lockAccount(email);
    const altered = ownPhone.slice(0, -2) + (ownPhone.endsWith('AA') ? 'BB' : 'AA');
    for (const cookie of [otherPhone, altered, 'thikana_device=forged.value', 'thikana_device=']) {
      const res = await call('POST', '/user/login', {
        body: { email, password: goodPassword },
        headers: { cookie },
      });
      expect(res.statusCode, cookie).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("lets the owner's known device in while a guesser on the same address spends its budgets", async () => {
    // Carrier-grade NAT: the guesser and the owner share one public address.
    const { email, res } = await register();
    const phone = deviceCookieOf(res);
    const shared = newClientAddress();
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS.perPair; attempt++)
      expect((await wrongLogin(email, shared)).statusCode).toBe(401);
    expect((await wrongLogin(email, shared)).statusCode).toBe(429);
    for (let i = LOGIN_ATTEMPTS.perPair + 1; i < ADDRESS_ATTEMPTS.max; i++)
      expect((await wrongLogin('not an e-mail', shared)).statusCode).toBe(400);
    expect((await wrongLogin(freshEmail(), shared)).statusCode).toBe(429);
    const owner = await call('POST', '/user/login', {
      from: shared,
      body: { email, password: goodPassword },
      headers: { cookie: phone },
    });
    expect(owner.statusCode).toBe(200);
  });

  it("counts a known device's failures against that device alone, from whatever address", async () => {
    const { email, res } = await register();
    const phone = deviceCookieOf(res);
    const login = (password: string, cookie?: string) =>
      call('POST', '/user/login', { body: { email, password }, headers: cookie ? { cookie } : {} });
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS.perKnownDevice; attempt++) {
      expect((await login('wrong password', phone)).statusCode).toBe(401);
    }
    const limited = await login(goodPassword, phone);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The account's own budget is untouched: another browser logs in.
    expect((await login(goodPassword)).statusCode).toBe(200);
  });

  it('revokes every device cookie of the account when its password is reset or changed', async () => {
    const { email, res } = await register();
    const cafe = deviceCookieOf(res); // a shared browser, used once
    const withCookie = (cookie: string, password = newPassword) =>
      call('POST', '/user/login', { body: { email, password }, headers: { cookie } });
    await forgot(email, { headers: { cookie: cafe } });
    const reset = await resetWith(resetToken(await latestMail(email)));
    expect(reset.statusCode).toBe(200);
    await lockAccount(email, newPassword);
    expect((await withCookie(cafe)).statusCode).toBe(429);
    // The browser that reset it is a known device of the new password; a change revokes it in turn,
    // and the browser that made the change gets a new one.
    const home = deviceCookieOf(reset);
    expect((await withCookie(home)).statusCode).toBe(200);
    const changed = await call('PATCH', '/user/password/update', {
      token: reset.json().token,
      body: { oldPassword: newPassword, newPassword: goodPassword, confirmPassword: goodPassword },
    });
    expect(changed.statusCode).toBe(200);
    await lockAccount(email, goodPassword);
    expect((await withCookie(home, goodPassword)).statusCode).toBe(429);
    expect((await withCookie(deviceCookieOf(changed), goodPassword)).statusCode).toBe(200);
  });

  it('lifts the lock on an account once its password is reset', async () => {
    const { email, res } = await register();
    await lockAccount(email);
    await forgot(email, { headers: { cookie: deviceCookieOf(res) } });
    expect((await resetWith(resetToken(await latestMail(email)))).statusCode).toBe(200);
    const fromNewDevice = await call('POST', '/user/login', { body: { email, password: newPassword } });
    expect(fromNewDevice.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another site, by Origin or by Referer', async () => {
    const { email } = await register();
    const body = { email, password: goodPassword };
    const byOrigin = await call('POST', '/user/login', { body, headers: { origin: 'https://evil.example' } });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json().code).toBe('CROSS_SITE_REQUEST');
    const byReferer = await call('POST', '/user/login', {
      body,
      headers: { referer: 'https://evil.example/page' },
    });
    expect(byReferer.statusCode).toBe(403);
    expect(
      (await call('POST', '/user/login', { body, headers: { origin: 'http://localhost:3000' } })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/user/login', { body })).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails a link only to a real account', async () => {
    const { email } = await register();
    const known = await forgot(email);
    const unknownEmail = freshEmail();
    const unknown = await forgot(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await latestMail(email);
    expect(mail).toContain('http://localhost:3000/password/reset/');
    await expect(latestMail(unknownEmail)).rejects.toThrow();
  });

  it('answers before it looks for the account, so an existing one takes no longer than an unknown one', async () => {
    // Timing says whether an account exists when the lookup, the token and the mail happen before the
    // answer (14 ms against 6 ms, measured). While the accounts table is locked no lookup can finish:
    // an answer that waits for one does not come until the lock goes.
    const { email } = await register();
    const answer = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      return Promise.race([
        call('POST', '/user/password/forgot', { body: { email } }),
        delay(10_000, 'no answer while the account could not be read'),
      ]);
    });
    expect(typeof answer === 'string' ? answer : answer.statusCode).toBe(200);
    // The work goes on after the answer: the mail still arrives.
    await t.app.background.idle();
    expect(resetToken(await latestMail(email))).not.toBe('');
  });

  it('a link works once: it logs in, ends the other sessions, and cannot be used again', async () => {
    const { email, res } = await register();
    const oldToken: string = res.json().token;
    await forgot(email);
    const token = resetToken(await latestMail(email));

    const reset = await resetWith(token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ success: true, data: { email } });
    expect((await call('GET', '/user/me', { token: reset.json().token })).statusCode).toBe(200);
    expect((await call('GET', '/user/me', { token: oldToken })).statusCode).toBe(401);
    expect((await call('POST', '/user/login', { body: { email, password: newPassword } })).statusCode).toBe(
      200,
    );

    const again = await resetWith(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'Reset Password Token Invalid or has been Expired!',
    });
  });

  it('a link does not work after 30 minutes, and a forged one never does', async () => {
    const { email } = await register();
    await forgot(email);
    const token = resetToken(await latestMail(email));
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user!.id));
    expect((await resetWith(token)).statusCode).toBe(400);
    expect((await resetWith('forged-token-value')).json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a confirmation that does not match', async () => {
    const res = await call('PATCH', '/user/password/reset/anything', {
      body: { password: newPassword, confirmPassword: 'Something else 9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ confirmPassword: 'password_mismatch' });
  });

  it('writes the mail in the language of the account, not in the one the phone asks for', async () => {
    // A Bengali user whose phone sends English Accept-Language: the app says bn at sign-up.
    const email = freshEmail();
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const signedUp = await signUp(
      t.app,
      { name: 'রফিক', email, password: goodPassword, language: 'bn' },
      { headers: english },
    );
    expect(signedUp.json().data.language).toBe('bn');
    const phone = deviceCookieOf(signedUp);
    await forgot(email, { headers: { ...english, cookie: phone } });
    const bengali = await latestMail(email);
    expect(bengali).toContain('Subject: =?UTF-8?');
    expect(bengali).toContain('নতুন পাসওয়ার্ড দিন');
    expect(bengali).toContain('http://localhost:3000/password/reset/');

    // The switch in the app tells the server; the next mail follows it.
    const token: string = signedUp.json().token;
    const switched = await call('PATCH', '/user/me/update', { token, body: { language: 'en' } });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.language).toBe('en');
    await forgot(email, { headers: { cookie: phone } });
    const mail = await latestMail(email);
    expect(mail).toContain('Subject: Thikana: reset your password');
    expect(mail).toContain('Choose a new password');
    expect(mail).not.toContain('নতুন পাসওয়ার্ড');
  });

  it('takes the page language at sign-up when the request names none', async () => {
    const byCookie = await register({}, { cookie: 'language=en' });
    expect(byCookie.res.json().data.language).toBe('en');
    const byHeader = await register({}, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byHeader.res.json().data.language).toBe('en');
    expect((await register()).res.json().data.language).toBe('bn');
    expect((await register({ language: 'fr' })).res.statusCode).toBe(400);
  });

  it('mails an account one link per cooldown when asked from unknown devices, with the same answer', async () => {
    const { email } = await register();
    const first = await forgot(email);
    for (let i = 0; i < 4; i++) expect((await forgot(email)).json()).toEqual(first.json());
    expect(await resetMailsTo(email)).toHaveLength(1);
    // Someone else's account is not held back by it.
    const other = await register();
    await forgot(other.email);
    expect(await resetMailsTo(other.email)).toHaveLength(1);
  });

  it("mails an account at most a day's cap of links asked from unknown devices, one per cooldown", async () => {
    const { email } = await register();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    // Time passes by moving the links on record back by a cooldown.
    const later = () =>
      t.database.db
        .update(passwordResets)
        .set({
          createdAt: sql`${passwordResets.createdAt} - make_interval(mins => ${RESET_MAILS.cooldownMinutes})`,
        })
        .where(eq(passwordResets.userId, user!.id));
    await forgot(email);
    await forgot(email);
    expect(await resetMailsTo(email)).toHaveLength(1); // within the cooldown
    for (let mail = 2; mail <= RESET_MAILS.perDay + 2; mail++) {
      await later();
      await forgot(email);
    }
    expect(await resetMailsTo(email)).toHaveLength(RESET_MAILS.perDay);
    // Beyond the cap, with every link mailed expired, a new request keeps the newest one working.
    const newest = resetToken(await latestMail(email));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user!.id));
    expect((await resetWith(newest)).statusCode).toBe(400);
    await forgot(email);
    expect(await resetMailsTo(email)).toHaveLength(RESET_MAILS.perDay);
    expect((await resetWith(newest)).statusCode).toBe(200);
  });

  it('a stranger asking for links again and again cannot keep a working one from the owner', async () => {
    const { email, res } = await register();
    const phone = deviceCookieOf(res);
    for (let i = 0; i < 12; i++) await forgot(email); // from twelve addresses
    // Asking from a new device: nothing new is sent, but the link in the inbox works.
    await forgot(email);
    const inInbox = resetToken(await latestMail(email));
    // Asking from the phone the owner has logged in on: a fresh link comes at once.
    const before = (await mailsTo(t.outboxDir, email)).length;
    await forgot(email, { headers: { cookie: phone } });
    const mails = await mailsTo(t.outboxDir, email);
    expect(mails).toHaveLength(before + 1);
    const fresh = resetToken(mails[0]!);
    expect(fresh).not.toBe(inInbox);
    // Asking again does not spend the links already mailed: either one works.
    expect((await resetWith(inInbox)).statusCode).toBe(200);
  });

  it('refuses a weak new password and leaves the link working', async () => {
    const { email } = await register({ phone: '01712345678' });
    await forgot(email);
    const token = resetToken(await latestMail(email));
    for (const [password, code] of [
      [email, 'password_personal'],
      ['+8801712345678', 'password_personal'],
      ['\u00a0'.repeat(9), 'password_invisible'],
      ['RAJSHAHI@2024', 'password_place_name'],
    ] as const) {
      const res = await resetWith(token, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: code });
    }
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it('a new link leaves the one mailed before it working', async () => {
    const { email, res } = await register();
    const phone = deviceCookieOf(res);
    await forgot(email, { headers: { cookie: phone } });
    const older = resetToken(await latestMail(email));
    await forgot(email, { headers: { cookie: phone } });
    expect(resetToken(await latestMail(email))).not.toBe(older);
    expect((await resetWith(older)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('needs the old password and a matching confirmation', async () => {
    const { res } = await register();
    const token: string = res.json().token;
    const wrongOld = await call('PATCH', '/user/password/update', {
      token,
      body: {
        oldPassword: 'not it at all',
        newPassword: 'Another fine phrase 5',
        confirmPassword: 'Another fine phrase 5',
      },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      message: 'Old Password is Incorrect',
    });
    const mismatch = await call('PATCH', '/user/password/update', {
      token,
      body: {
        oldPassword: goodPassword,
        newPassword: 'Another fine phrase 5',
        confirmPassword: 'Different 5',
      },
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'password_mismatch' });
  });

  it('limits wrong old passwords per account, not per address', async () => {
    const { res } = await register();
    const token: string = res.json().token;
    const attempt = () =>
      call('PATCH', '/user/password/update', {
        token,
        body: {
          oldPassword: 'a guess',
          newPassword: 'Another fine phrase 5',
          confirmPassword: 'Another fine phrase 5',
        },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(400); // each from a new address
    expect((await attempt()).statusCode).toBe(429);
  });

  it.each([
    ['its e-mail', (email: string) => email, 'password_personal'],
    ['its phone number', () => '০১৭১২৩৪৫৬৭৮', 'password_personal'],
    ['invisible characters', () => '\u200b'.repeat(10), 'password_invisible'],
    ['the site with digits', () => 'Thikana2025', 'password_place_name'],
  ])('refuses a new password that is %s', async (_case, password, code) => {
    const { res, email } = await register({ phone: '01712345678' });
    const newPassword = password(email);
    const change = await call('PATCH', '/user/password/update', {
      token: res.json().token,
      body: { oldPassword: goodPassword, newPassword, confirmPassword: newPassword },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toEqual({ newPassword: code });
  });

  it('keeps this session and ends the others', async () => {
    const { res, email } = await register();
    const here: string = res.json().token;
    const elsewhere: string = (
      await call('POST', '/user/login', { body: { email, password: goodPassword } })
    ).json().token;
    const change = await call('PATCH', '/user/password/update', {
      token: here,
      body: {
        oldPassword: goodPassword,
        newPassword: 'Another fine phrase 5',
        confirmPassword: 'Another fine phrase 5',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().token).toBe(here);
    expect((await call('GET', '/user/me', { token: here })).statusCode).toBe(200);
    expect((await call('GET', '/user/me', { token: elsewhere })).statusCode).toBe(401);
  });
});

describe('profile update', () => {
  it('changes name, phone and account type, and ignores attempts to become admin', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const res = await call('PATCH', '/user/me/update', {
      token,
      body: { name: 'Shafiq Rahman', phone: '+880 1911-223344', account_type: 'agency', isAdmin: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Shafiq Rahman',
      phone: '+8801911223344',
      account_type: 'agency',
      isAdmin: false,
    });
  });

  it('refuses a name made only of invisible or direction characters', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    for (const name of ['\u200b\u200b', '\u202e\u2067\u2069', '\u200f \u200e\u2060']) {
      const res = await call('PATCH', '/user/me/update', { token, body: { name } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ name: 'name_invisible' });
    }
    // Joiners inside a Bengali name are part of its spelling.
    const bengali = await call('PATCH', '/user/me/update', { token, body: { name: 'র\u200dযাব' } });
    expect(bengali.statusCode).toBe(200);
  });

  it('takes a profile photo through the image pipeline and replaces the old one', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#8B5A2B' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret GPS place' } } })
      .toBuffer();
    const upload = (file: Buffer, name = 'me.jpg') => {
      const boundary = '----thikana';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nআয়েশা\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/me/update',
        remoteAddress: newClientAddress(),
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    };
    const first = await upload(photo);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.name).toBe('আয়েশা');
    const firstUrl: string = first.json().data.avatar.url;
    const served = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    const second = await upload(photo);
    const oldFile = path.join(t.uploadsDir, path.basename(firstUrl));
    await expect(fs.access(oldFile)).rejects.toThrow();
    expect(second.json().data.avatar.url).not.toBe(firstUrl);

    const notAnImage = await upload(Buffer.from('<?php echo "hi"; ?>'), 'photo.jpg');
    expect(notAnImage.statusCode).toBe(415);
    expect(notAnImage.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('names every width kept of a cover photo, so a wide screen draws it sharp', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const cover = await sharp({ create: { width: 2000, height: 700, channels: 3, background: '#0D9276' } })
      .jpeg()
      .toBuffer();
    const form = multipart({}, [
      { field: 'cover_photo', name: 'cover.jpg', type: 'image/jpeg', content: cover },
    ]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/me/update',
      remoteAddress: newClientAddress(),
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const { url, srcset } = res.json().data.cover_photo as { url: string; srcset: string };
    expect(url).toMatch(/-640\.webp$/);
    const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(['320w', '640w', '1280w']);
    const widest = await t.app.inject({ method: 'GET', url: candidates[2]![0]! });
    expect((await sharp(widest.rawPayload).metadata()).width).toBe(1280);
    expect(res.json().data.avatar).toBeNull();
  });

  it('leaves exactly one avatar file when several uploads of one account race', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0D9276' } })
      .jpeg()
      .toBuffer();
    const keysOnDisk = async () =>
      new Set((await fs.readdir(t.uploadsDir).catch(() => [])).map((file) => file.split('-')[0]));
    const before = await keysOnDisk();
    const form = multipart({}, [{ field: 'avatar', name: 'me.jpg', type: 'image/jpeg', content: photo }]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/v1/user/me/update',
          remoteAddress: newClientAddress(),
          headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
          payload: form.payload,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const added = [...(await keysOnDisk())].filter((key) => !before.has(key));
    expect(added).toEqual([row?.avatarKey]);
  });
});
