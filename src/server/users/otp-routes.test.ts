import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { OTP } from '../../shared/otp-code';
import { toBengaliDigits } from '../../shared/format';
import { otpCodes, users } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createPhoneUser, createProperty, createUser } from '../test/factories';
import { signUp } from '../test/sign-up';
import { createTestApp } from '../test/test-app';
import { OTP_LIMITS } from './otp-routes';

// Room for every code of this file, and no challenge: otp-budget.test.ts is about both.
const t = await createTestApp({
  SMS_DAILY_CAP: '200',
  SMS_NEW_NUMBERS_PER_PREFIX_HOUR: '1000',
  SMS_NEW_NUMBERS_PER_PREFIX_DAY: '1000',
  SMS_NEW_NUMBERS_BURST: '1000',
});
afterAll(() => t.close());
const db = t.database.db;
const outbox = path.join(t.app.config.dataDir, 'sms-outbox');

let nextNumber = 10_000_000;
/** A number no other test uses, as E.164 and as people type it. */
const newNumber = () => {
  nextNumber += 1;
  return {
    e164: `+88017${nextNumber}`,
    local: `017${String(nextNumber).slice(0, 2)}-${String(nextNumber).slice(2)}`,
  };
};

interface Call {
  token?: string;
  from?: string;
  headers?: Record<string, string>;
}
const post = (url: string, body: object, { token, from = newClientAddress(), headers = {} }: Call = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/user/otp/${url}`,
    payload: body,
    remoteAddress: from,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
  });

/** The texts sent to this number, newest first. */
async function smsTo(e164: string): Promise<string[]> {
  await t.app.background.idle();
  const files = (await fs.readdir(outbox).catch(() => [])).sort().reverse();
  const texts: string[] = [];
  for (const file of files) {
    const raw = await fs.readFile(path.join(outbox, file), 'utf8');
    if (raw.startsWith(`To: ${e164}\n`)) texts.push(raw.slice(raw.indexOf('\n\n') + 2));
  }
  return texts;
}
/** The code of the newest SMS to this number (its WebOTP line holds it in ASCII digits). */
async function codeSentTo(e164: string): Promise<string> {
  const [text] = await smsTo(e164);
  const code = /#(\d{6})/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${e164}`);
  return code;
}
/** Lets time pass for the number's codes: their resend wait, their expiry. */
const age = (phone: string, seconds: number) =>
  // Moved back in time as a whole: a code's age and its expiry stay ten minutes apart.
  db
    .update(otpCodes)
    .set({
      createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${otpCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(otpCodes.phone, phone));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /user/otp/request and /user/otp/verify', () => {
  it('signs up a new number with a name, then signs it in again with a new code', async () => {
    const number = newNumber();
    const asked = await post('request', { phone: number.local });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ success: true, data: { expires_in: 600, resend_after: 60 } });
    const code = await codeSentTo(number.e164);

    const signUp = await post('verify', { phone: number.e164, code, name: 'Abdul Karim', language: 'en' });
    expect(signUp.statusCode).toBe(201);
    const body = signUp.json();
    expect(body.data).toMatchObject({
      name: 'Abdul Karim',
      email: null,
      phone: number.e164,
      phone_verified: true,
    });
    expect(body.token).toEqual(expect.any(String));
    expect(signUp.cookies.find((c) => c.name === 'thikana_session')?.httpOnly).toBe(true);
    const me = await t.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().data._id).toBe(body.data._id);

    await age(number.e164, 61);
    await post('request', { phone: number.e164 });
    const again = await post('verify', { phone: number.e164, code: await codeSentTo(number.e164) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(body.data._id);
  });

  it('accepts the number and the code in Bengali digits, and writes the SMS in the language asked', async () => {
    const number = newNumber();
    const bengaliNumber = toBengaliDigits(number.local);
    expect((await post('request', { phone: bengaliNumber, language: 'bn' })).statusCode).toBe(200);
    const [text] = await smsTo(number.e164);
    const code = await codeSentTo(number.e164);
    expect(text).toContain(`ঠিকানা কোড ${toBengaliDigits(code)}`);
    const res = await post('verify', {
      phone: `+880 ${number.e164.slice(4)}`,
      code: toBengaliDigits(code),
      name: 'রহিম',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.language).toBe('bn');
  });

  it('refuses a number that is not a Bangladeshi mobile', async () => {
    for (const phone of ['+447911123456', '01212345678', '12345', 'not a number', '0'.repeat(40)]) {
      const res = await post('request', { phone });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().errors).toEqual({ phone: 'invalid_phone' });
    }
  });

  it('refuses hostile codes and numbers, and takes nothing from extra fields', async () => {
    const number = newNumber();
    for (const phone of [
      '0'.repeat(10_000),
      '017१२३४५६७८९',
      '+8801712345678; DROP TABLE users',
      { $ne: null },
    ]) {
      expect((await post('request', { phone })).statusCode).toBe(400);
    }
    await post('request', { phone: number.e164 });
    const code = await codeSentTo(number.e164);
    for (const bad of ['12345', '1234567', '12a456', '٠١٢٣٤٥', ' '.repeat(30), 123456]) {
      const res = await post('verify', { phone: number.e164, code: bad, name: 'X' });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors).toHaveProperty('code');
    }
    const res = await post('verify', {
      phone: number.e164,
      code,
      name: 'Extra Fields',
      isAdmin: true,
      role: 'thikana-admin',
      email: 'taken@example.com',
      phone_verified_at: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      isAdmin: false,
      role: 'user',
      email: null,
      phone_verified: true,
    });
  });

  it('stores a keyed hash of the code, never the code', async () => {
    const number = newNumber();
    await post('request', { phone: number.e164 });
    const code = await codeSentTo(number.e164);
    const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phone, number.e164));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('answers known and unknown numbers alike, and asks a new number for a name only after a right code', async () => {
    const known = newNumber();
    await createPhoneUser(db, known.e164);
    const unknown = newNumber();
    const answers = await Promise.all([
      post('request', { phone: known.e164 }),
      post('request', { phone: unknown.e164 }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(Object.keys(answers[0]?.headers ?? {}).sort()).toEqual(
      Object.keys(answers[1]?.headers ?? {}).sort(),
    );
    // A wrong code without a name: the same answer whether an account exists or not.
    const wrong = await Promise.all(
      [known, unknown].map(async (n) =>
        post('verify', { phone: n.e164, code: wrongCode(await codeSentTo(n.e164)) }),
      ),
    );
    expect(wrong.map((w) => w.statusCode)).toEqual([400, 400]);
    expect(wrong[0]?.body).toBe(wrong[1]?.body);
    expect(wrong[0]?.json().code).toBe('OTP_INVALID');
    // With the right code, the new number needs a name; the code still works with one.
    const code = await codeSentTo(unknown.e164);
    const noName = await post('verify', { phone: unknown.e164, code });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual({ name: 'required' });
    expect((await post('verify', { phone: unknown.e164, code, name: 'Nasima' })).statusCode).toBe(201);
  });

  it('lets a code work once', async () => {
    const number = newNumber();
    await post('request', { phone: number.e164 });
    const code = await codeSentTo(number.e164);
    expect((await post('verify', { phone: number.e164, code, name: 'A' })).statusCode).toBe(201);
    const twice = await post('verify', { phone: number.e164, code });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('OTP_INVALID');
  });

  it('refuses a code after ten minutes', async () => {
    const number = newNumber();
    await post('request', { phone: number.e164 });
    const code = await codeSentTo(number.e164);
    await age(number.e164, OTP.validMinutes * 60 + 1);
    const res = await post('verify', { phone: number.e164, code, name: 'Late' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_INVALID');
  });

  it('kills a code after five wrong tries, even with the right one next', async () => {
    const number = newNumber();
    await post('request', { phone: number.e164 });
    const code = await codeSentTo(number.e164);
    // In parallel: each try is counted before it is checked.
    const tries = await Promise.all(
      Array.from({ length: OTP.tries }, () => post('verify', { phone: number.e164, code: wrongCode(code) })),
    );
    expect(tries.map((r) => r.statusCode)).toEqual(Array(OTP.tries).fill(400));
    const right = await post('verify', { phone: number.e164, code, name: 'Too late' });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('OTP_INVALID');
  });

  it('waits a minute before a new code, and a new code invalidates the earlier one', async () => {
    const number = newNumber();
    await post('request', { phone: number.e164 });
    const first = await codeSentTo(number.e164);
    const early = await post('request', { phone: number.e164, language: 'en' });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
    expect(early.body).toMatch(/wait \d+ seconds/);
    expect(await smsTo(number.e164)).toHaveLength(1);

    await age(number.e164, 61);
    expect((await post('request', { phone: number.e164 })).statusCode).toBe(200);
    const second = await codeSentTo(number.e164);
    if (second !== first) {
      const old = await post('verify', { phone: number.e164, code: first, name: 'Old' });
      expect(old.json().code).toBe('OTP_INVALID');
    }
    expect((await post('verify', { phone: number.e164, code: second, name: 'New' })).statusCode).toBe(201);
  });

  it('sends one number at most five codes a day, from any address', async () => {
    const number = newNumber();
    for (let i = 0; i < OTP_LIMITS.perNumberPerDay; i++) {
      expect((await post('request', { phone: number.e164 })).statusCode).toBe(200);
      await age(number.e164, 61);
    }
    const sixth = await post('request', { phone: number.e164 });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await smsTo(number.e164)).toHaveLength(OTP_LIMITS.perNumberPerDay);
    // A day later (every code older than 24 hours), it may have one again.
    await age(number.e164, 24 * 3600);
    expect((await post('request', { phone: number.e164 })).statusCode).toBe(200);
  });

  it('sends one address at most ten codes an hour, whatever the numbers', async () => {
    const from = newClientAddress();
    for (let i = 0; i < OTP_LIMITS.perAddressPerHour; i++) {
      expect((await post('request', { phone: newNumber().e164 }, { from })).statusCode).toBe(200);
    }
    const number = newNumber();
    const refused = await post('request', { phone: number.e164 }, { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await smsTo(number.e164)).toHaveLength(0);
  });

  it('lets an e-mail account add a verified number and sign in both ways', async () => {
    const account = await createUser(db, { phone: null });
    const token = await t.tokenFor(account.id);
    const number = newNumber();
    await post('request', { phone: number.e164 }, { token });
    const res = await post('verify', { phone: number.e164, code: await codeSentTo(number.e164) }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBe(token);
    expect(res.json().data).toMatchObject({
      _id: account.id,
      email: account.email,
      phone: number.e164,
      phone_verified: true,
    });

    // Signed out, the number signs in to the same account.
    await age(number.e164, 61);
    await post('request', { phone: number.e164 });
    const byPhone = await post('verify', { phone: number.e164, code: await codeSentTo(number.e164) });
    expect(byPhone.json().data._id).toBe(account.id);
    // And a password set on it still logs in by e-mail.
    const withPassword = await signUp(t.app, {
      name: 'Both Ways',
      email: `both-${number.e164.slice(1)}@example.com`,
      password: 'Seven long words 77',
    });
    const both = withPassword.json().data;
    const bothToken = withPassword.json().token as string;
    const other = newNumber();
    await post('request', { phone: other.e164 }, { token: bothToken });
    await post('verify', { phone: other.e164, code: await codeSentTo(other.e164) }, { token: bothToken });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      remoteAddress: newClientAddress(),
      payload: { email: both.email, password: 'Seven long words 77' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ _id: both._id, phone: other.e164, phone_verified: true });
    await age(other.e164, 61);
    await post('request', { phone: other.e164 });
    const phoneLogin = await post('verify', { phone: other.e164, code: await codeSentTo(other.e164) });
    expect(phoneLogin.json().data._id).toBe(both._id);
  });

  it('refuses to verify for an account a number another account verified', async () => {
    const number = newNumber();
    await createPhoneUser(db, number.e164);
    const token = await t.tokenFor((await createUser(db)).id);
    await post('request', { phone: number.e164 }, { token });
    const res = await post('verify', { phone: number.e164, code: await codeSentTo(number.e164) }, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PHONE_TAKEN');
  });

  it('clears the verification when the profile changes the number, and keeps it when the number stays', async () => {
    const number = newNumber();
    const account = await createUser(db, { phone: number.e164, phoneVerifiedAt: new Date() });
    const token = await t.tokenFor(account.id);
    const update = (phone: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user/me/update',
        remoteAddress: newClientAddress(),
        headers: { authorization: `Bearer ${token}` },
        payload: { phone },
      });
    expect((await update(number.local)).json().data.phone_verified).toBe(true);
    const changed = await update(newNumber().e164);
    expect(changed.json().data.phone_verified).toBe(false);
  });

  it('does not let an account made by phone change its number without a code', async () => {
    const number = newNumber();
    const account = await createPhoneUser(db, number.e164);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/me/update',
      remoteAddress: newClientAddress(),
      headers: { authorization: `Bearer ${await t.tokenFor(account.id)}` },
      payload: { phone: newNumber().e164 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ phone: 'phone_needs_code' });
    const [row] = await db.select().from(users).where(eq(users.id, account.id));
    expect(row?.phone).toBe(number.e164);
  });

  it('marks a listing whose number is its owner verified phone, and no other', async () => {
    const number = newNumber();
    const owner = await createPhoneUser(db, number.e164);
    const verified = await createProperty(db, { userId: owner.id, contactNumber: number.e164 });
    const otherNumber = await createProperty(db, { userId: owner.id, contactNumber: newNumber().e164 });
    const unverifiedOwner = await createUser(db, { phone: number.e164 });
    const sameNumberUnverified = await createProperty(db, {
      userId: unverifiedOwner.id,
      contactNumber: number.e164,
    });
    const read = async (id: string) =>
      (await t.app.inject({ url: `/api/v1/property/${id}`, remoteAddress: newClientAddress() })).json().data
        .contact_verified as boolean;
    expect(await read(verified.id)).toBe(true);
    expect(await read(otherNumber.id)).toBe(false);
    expect(await read(sameNumberUnverified.id)).toBe(false);
  });
});
