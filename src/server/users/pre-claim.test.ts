import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { toBengaliDigits } from '../../shared/format';
import { hashPassword } from '../auth/password';
import { otpCodes, properties, savedSearches, users } from '../db/schema';
import { createProperty, createUser } from '../test/factories';
import { latestMailTo, mailsTo, resetTokenIn } from '../test/outbox';
import { signUp, signUpTokenFor } from '../test/sign-up';
import { smsTo } from '../test/sms-outbox';
import { createTestApp } from '../test/test-app';
import { SIGN_UP_MAILS_PER_DAY } from './sign-up-link';

// Issue 29, "pre-claimed accounts": an address is the person's only once they prove it.
const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;
const outbox = path.join(t.app.config.dataDir, 'outbox');

const ATTACKER_PASSWORD = 'Gorai bridge at noon 4';
const OWNER_PASSWORD = 'Padma river at dusk 7';
let counter = 0;
const victimEmail = () => `victim${++counter}-${Date.now()}@example.com`;
let nextNumber = 30_000_000;
const newNumber = () => `+88018${++nextNumber}`;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, body?: object, token?: string) {
  return t.api(method, url, token, body);
}

/** Asks for a code for the number and sends it back: a sign-in, or, signed in, a verified phone. */
async function proveNumber(phone: string, token?: string, name?: string) {
  // Time passes between the attacker's code and the next: past the number's resend wait.
  await db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - interval '2 minutes'` })
    .where(eq(otpCodes.phone, phone));
  expect((await call('POST', '/user/otp/request', { phone }, token)).statusCode).toBe(200);
  await t.app.background.idle();
  const [text] = await smsTo(t.app.config.dataDir, phone);
  const code = /#(\d{6})/.exec(text ?? '')?.[1] ?? '';
  return call('POST', '/user/otp/verify', { phone, code, ...(name && { name }) }, token);
}

/**
 * What today's code let anyone do before this fix: an account on someone else's address (never
 * confirmed), signed in, with the attacker's own number verified on it and a saved search by SMS.
 */
async function preClaimedAccount(email: string) {
  const attackerPhone = newNumber();
  const account = await createUser(db, {
    email,
    passwordHash: await hashPassword(ATTACKER_PASSWORD),
    emailVerifiedAt: null,
  });
  const session = await t.tokenFor(account.id);
  expect((await proveNumber(attackerPhone, session)).statusCode).toBe(200);
  await db.insert(savedSearches).values({
    userId: account.id,
    language: 'en',
    name: 'Flats in Uposhohor',
    query: 'area=uposhohor',
    frequency: 'instant',
    confirmedAt: new Date(),
    sms: true,
  });
  return { account, session, attackerPhone };
}

/** What the earlier holder of a taken-back account can still do: nothing of the account's. */
async function expectAttackerLockedOut(
  accountId: string,
  attacker: { session: string; attackerPhone: string },
) {
  expect((await call('GET', '/user/me', undefined, attacker.session)).statusCode).toBe(401);
  const [row] = await db.select().from(users).where(eq(users.id, accountId));
  expect(row?.phoneVerifiedAt).toBeNull();
  expect(row?.emailVerifiedAt).not.toBeNull();
  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.userId, accountId));
  expect(search).toMatchObject({ paused: true, sms: false });
  // The attacker's code sign-in no longer names the account: the number has no account now.
  const bySms = await proveNumber(attacker.attackerPhone);
  expect(bySms.statusCode).toBe(400);
  expect(bySms.json()).toMatchObject({ errors: { name: 'required' } });
  const login = await call('POST', '/user/login', { email: row?.email, password: ATTACKER_PASSWORD });
  expect(login.statusCode).toBe(401);
}

describe('sign-up by link', () => {
  it('gives no session and makes no account until the link is followed, then signs in with the address proven', async () => {
    const email = victimEmail();
    const asked = await call('POST', '/user/register', {
      name: 'Nusrat Jahan',
      email,
      password: OWNER_PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).not.toHaveProperty('token');
    expect(asked.headers['set-cookie']).toBeUndefined();
    await t.app.background.idle();
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const token = await signUpTokenFor(t.app, email);
    const byOther = await call('POST', '/user/register/confirm', { token, password: ATTACKER_PASSWORD });
    expect(byOther.statusCode).toBe(401);
    const confirmed = await call('POST', '/user/register/confirm', { token, password: OWNER_PASSWORD });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ data: { email, name: 'Nusrat Jahan', email_confirmed: true } });
    expect(confirmed.json()).not.toHaveProperty('removed');
    const again = await call('POST', '/user/register/confirm', { token, password: OWNER_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'EMAIL_LINK_INVALID' });
  });

  it('answers a taken address as any other, and mails its owner instead of a link', async () => {
    const owner = await createUser(db, { name: 'Karim Uddin', language: 'bn' });
    const fresh = await call('POST', '/user/register', {
      name: 'Someone',
      email: victimEmail(),
      password: ATTACKER_PASSWORD,
    });
    const taken = await call('POST', '/user/register', {
      name: 'Someone',
      email: owner.email.toUpperCase(),
      password: ATTACKER_PASSWORD,
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    await t.app.background.idle();
    const mail = await latestMailTo(outbox, owner.email);
    expect(mail).toContain('প্রিয় Karim Uddin');
    expect(mail).toContain('/forgot-password');
    expect(mail).not.toContain('sign_up=1');
    const [row] = await db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.passwordHash).toBe(owner.passwordHash);
  });

  it('never quotes what the person signing up wrote, and mails an address only so often a day', async () => {
    const email = victimEmail();
    for (let i = 0; i <= SIGN_UP_MAILS_PER_DAY; i++) {
      const res = await call('POST', '/user/register', {
        name: 'Your account is blocked call 01711111111',
        email,
        password: ATTACKER_PASSWORD,
      });
      expect(res.statusCode).toBe(202);
    }
    await t.app.background.idle();
    const mails = await mailsTo(outbox, email);
    expect(mails).toHaveLength(SIGN_UP_MAILS_PER_DAY);
    for (const mail of mails) expect(mail).not.toContain('blocked');
  });
  it("cannot be finished by the address's owner with a link someone else asked for, and the owner's own link ends it", async () => {
    const email = victimEmail();
    // The attacker asks for a link to the victim's address, with the attacker's password.
    await call('POST', '/user/register', { name: 'Helper', email, password: ATTACKER_PASSWORD });
    await t.app.background.idle();
    const attackers = await signUpTokenFor(t.app, email);
    // The victim opens it and types the password they would choose: nothing is made.
    const followed = await call('POST', '/user/register/confirm', {
      token: attackers,
      password: OWNER_PASSWORD,
    });
    expect(followed.statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The victim's own sign-up makes the account, and the attacker's link no longer works.
    const own = await signUp(t.app, { name: 'Nusrat Jahan', email, password: OWNER_PASSWORD });
    expect(own.statusCode).toBe(201);
    const late = await call('POST', '/user/register/confirm', {
      token: attackers,
      password: ATTACKER_PASSWORD,
    });
    expect(late.statusCode).toBe(403);
  });
});

describe('an account pre-claimed on someone else’s address', () => {
  it("is the owner's after a password reset: the attacker's phone, sessions and alerts are gone", async () => {
    const email = victimEmail();
    const attacker = await preClaimedAccount(email);
    // Before the fix the site mailed this unproven address about its listings; now it does not.
    expect(await mailsTo(outbox, email)).toHaveLength(0);

    expect((await call('POST', '/user/password/forgot', { email })).statusCode).toBe(200);
    await t.app.background.idle();
    const token = resetTokenIn(await latestMailTo(outbox, email));
    const reset = await call('PATCH', `/user/password/reset/${token}`, {
      password: OWNER_PASSWORD,
      confirmPassword: OWNER_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      data: { email_confirmed: true, phone_verified: false },
      removed: { sessions: 1, saved_searches: 1 },
    });
    expect(reset.json().removed.phone).toMatch(/^\+88018\*+\d\d$/);

    await expectAttackerLockedOut(attacker.account.id, attacker);
    await t.app.background.idle();
    const told = await latestMailTo(outbox, email);
    // In the account's language (bn), digits too.
    expect(told).toContain('ই-মেইল ঠিকানাটি নিশ্চিত করেছেন');
    expect(told).toContain(toBengaliDigits(reset.json().removed.phone));
  });

  it("is the owner's when they sign up with the address, with their password and name", async () => {
    const email = victimEmail();
    const attacker = await preClaimedAccount(email);
    const confirmed = await signUp(t.app, { name: 'Nusrat Jahan', email, password: OWNER_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      data: { _id: attacker.account.id, name: 'Nusrat Jahan', email_confirmed: true },
      removed: { sessions: 1, saved_searches: 1 },
    });
    await expectAttackerLockedOut(attacker.account.id, attacker);
    const login = await call('POST', '/user/login', { email, password: OWNER_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('gets no listing mail until its address is proven', async () => {
    const owner = await createUser(db, { emailVerifiedAt: null });
    const admin = await createUser(db, { isAdmin: true, role: 'thikana-admin' });
    const listing = await createProperty(db, { userId: owner.id, status: 'pending' });
    const decided = await call(
      'PATCH',
      `/property/${listing.id}/decision`,
      { property_status: 'approved' },
      await t.tokenFor(admin.id),
    );
    expect(decided.statusCode).toBe(200);
    await t.app.background.idle();
    expect(await mailsTo(outbox, owner.email)).toHaveLength(0);
    const [row] = await db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row?.status).toBe('approved');
  });
});
