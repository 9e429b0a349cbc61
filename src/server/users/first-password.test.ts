import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createPhoneUser, createUser } from '../test/factories';
import { smsTo } from '../test/sms-outbox';
import { signUp } from '../test/sign-up';
import { createTestApp } from '../test/test-app';
import { NO_PASSWORD } from './otp-sign-in';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.database.db;
const NEW_PASSWORD = 'Seven long words 77';

let nextNumber = 20_000_000;
const newNumber = () => `+88018${(nextNumber += 1)}`;

const call = (method: 'POST' | 'PATCH', url: string, body: object, token?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: body,
    remoteAddress: newClientAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const askCode = (phone: string, token?: string) =>
  call('POST', '/user/otp/request', { phone, purpose: 'set_password' }, token);
const setPassword = (body: object, token: string) =>
  call(
    'PATCH',
    '/user/password/update',
    { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body },
    token,
  );
const login = (body: object) => call('POST', '/user/login', { password: NEW_PASSWORD, ...body });

/** The code of the newest SMS to this number (its WebOTP line holds it in ASCII digits). */
async function codeSentTo(phone: string): Promise<string> {
  await t.app.background.idle();
  const [text] = await smsTo(t.app.config.dataDir, phone);
  const code = /#(\d{6})/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Ages the number's codes past the resend wait. */
const pastResendWait = (phone: string) =>
  db
    .update(otpCodes)
    .set({ createdAt: sql`${otpCodes.createdAt} - interval '61 seconds'` })
    .where(eq(otpCodes.phone, phone));

async function phoneAccount() {
  const phone = newNumber();
  const user = await createPhoneUser(db, phone);
  return { phone, user, token: await t.tokenFor(user.id) };
}

describe('a phone-only account sets its first password with a code by SMS', () => {
  it('says it has no password, sets one with the code, then signs in with number + password', async () => {
    const { phone, user, token } = await phoneAccount();
    const me = await t.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data).toMatchObject({ has_password: false, phone_verified: true });
    expect(JSON.stringify(me.json())).not.toContain('!phone');

    expect((await askCode(phone, token)).statusCode).toBe(200);
    const code = await codeSentTo(phone);
    // No "current password" is asked: the code stands for it.
    const set = await setPassword({ code }, token);
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ _id: user.id, has_password: true });

    const byNumber = await login({ phone: '018' + phone.slice(6) });
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().data._id).toBe(user.id);
    expect((await login({ phone, password: 'not the password 1' })).statusCode).toBe(401);
  });

  it('refuses a wrong code, and a code once used', async () => {
    const { phone, user, token } = await phoneAccount();
    await askCode(phone, token);
    const code = await codeSentTo(phone);
    const wrong = await setPassword({ code: wrongCode(code) }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('OTP_INVALID');
    expect((await login({ phone })).statusCode).toBe(401);

    expect((await setPassword({ code }, token)).statusCode).toBe(200);
    // Used: even were the account without a password again, the same code would not set one.
    await db.update(users).set({ passwordHash: NO_PASSWORD }).where(eq(users.id, user.id));
    const again = await setPassword({ code }, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('OTP_INVALID');
  });

  it('stops a code after five wrong tries', async () => {
    const { phone, token } = await phoneAccount();
    await askCode(phone, token);
    const code = await codeSentTo(phone);
    for (let i = 0; i < 5; i++) await setPassword({ code: wrongCode(code) }, token);
    const right = await setPassword({ code }, token);
    expect(right.json().code).toBe('OTP_INVALID');
  });

  it('sends a code only to the account’s own verified number, and takes no other code', async () => {
    const mine = await phoneAccount();
    const other = await phoneAccount();
    // Asking for another account's number: refused, and no SMS goes there.
    const foreign = await askCode(other.phone, mine.token);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toMatchObject({ phone: 'not_own_number' });
    expect(await smsTo(t.app.config.dataDir, other.phone)).toHaveLength(0);
    // Signed out, no such code is sent.
    expect((await askCode(other.phone)).statusCode).toBe(401);

    // A code the other account holds for its number does not set this account's password.
    await askCode(other.phone, other.token);
    const theirs = await codeSentTo(other.phone);
    expect((await setPassword({ code: theirs }, mine.token)).json().code).toBe('OTP_INVALID');

    // Nor does a sign-in code for the account's own number: only one asked for a password.
    await pastResendWait(mine.phone);
    await call('POST', '/user/otp/request', { phone: mine.phone });
    const signInCode = await codeSentTo(mine.phone);
    expect((await setPassword({ code: signInCode }, mine.token)).json().code).toBe('OTP_INVALID');
  });

  it('keeps asking the old password of an account that has one', async () => {
    const phone = newNumber();
    const registered = await signUp(t.app, {
      name: 'Both Ways',
      email: `first-password-${phone.slice(1)}@example.com`,
      password: 'Old long password 55',
    });
    const token = registered.json().token as string;
    expect(registered.json().data.has_password).toBe(true);
    await call('POST', '/user/otp/request', { phone }, token);
    await call('POST', '/user/otp/verify', { phone, code: await codeSentTo(phone) }, token);

    // No code for a password is sent to it, and a code does not replace the old password.
    await pastResendWait(phone);
    const asked = await askCode(phone, token);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().errors).toMatchObject({ purpose: 'has_password' });
    const skipped = await setPassword({ code: '123456' }, token);
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().errors).toMatchObject({ oldPassword: 'required' });
    expect((await setPassword({ code: '123456', oldPassword: 'a guess at it' }, token)).json().code).toBe(
      'OLD_PASSWORD_INCORRECT',
    );
    const changed = await setPassword({ oldPassword: 'Old long password 55' }, token);
    expect(changed.statusCode).toBe(200);
    // The number it verified signs in with the new password as well as its e-mail.
    expect((await login({ phone })).statusCode).toBe(200);
  });

  it('refuses a password sign-in by a number nobody verified, as a wrong password', async () => {
    const unverified = newNumber();
    await createUser(db, { phone: unverified });
    const res = await login({ phone: unverified });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    expect((await call('POST', '/user/login', { password: NEW_PASSWORD })).statusCode).toBe(400);
  });
});
