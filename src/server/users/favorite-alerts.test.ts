import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../shared/auth';
import { newClientAddress } from '../test/client-address';
import { createUser } from '../test/factories';
import { multipart } from '../test/multipart';
import { signUp } from '../test/sign-up';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/user/me',
    remoteAddress: newClientAddress(),
    headers: { authorization: `Bearer ${token}` },
  });

const update = (token: string | null, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/me/update',
    remoteAddress: newClientAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });

const alertsOf = async (token: string) => userSchema.parse((await me(token)).json().data).favorite_alerts;

describe('the favourites’ alerts setting (opt-in)', () => {
  it('is off for a new account, in its own profile and at sign-up', async () => {
    const res = await signUp(t.app, {
      name: 'Farhana',
      email: `farhana-${Date.now()}@example.com`,
      password: 'Padma river at dusk 7',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { favorite_alerts: false } });
    expect(await alertsOf(res.json<{ token: string }>().token)).toBe(false);
  });

  it('is turned on and off by the user themself, in the envelope, and nobody else’s changes', async () => {
    const [user, other] = [await createUser(t.database.db), await createUser(t.database.db)];
    const token = await t.tokenFor(user.id);
    const otherToken = await t.tokenFor(other.id);

    const on = await update(token, { favorite_alerts: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ success: true, data: { _id: user.id, favorite_alerts: true } });
    expect(await alertsOf(token)).toBe(true);
    expect(await alertsOf(otherToken)).toBe(false);

    const off = await update(token, { favorite_alerts: false });
    expect(off.json().data.favorite_alerts).toBe(false);
    expect(await alertsOf(token)).toBe(false);
  });

  it('refuses a visitor, and a value that is not a switch', async () => {
    const visitor = await update(null, { favorite_alerts: true });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });

    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const wrong = await update(token, { favorite_alerts: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(wrong.json().errors)).toEqual(['favorite_alerts']);
    expect(await alertsOf(token)).toBe(false);
  });

  it('is read from the profile form too, where a switch is the text "true" or "false"', async () => {
    const user = await createUser(t.database.db);
    const token = await t.tokenFor(user.id);
    const form = multipart({ name: 'Mita Rani', favorite_alerts: 'true' }, []);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/me/update',
      remoteAddress: newClientAddress(),
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Mita Rani', favorite_alerts: true });
  });
});
