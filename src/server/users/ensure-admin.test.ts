import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../test/client-address';
import { createUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { createDemoAdminIfNone, ensureAdmin, promoteToAdmin } from './ensure-admin';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://thikana.example' });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    remoteAddress: newClientAddress(),
    payload: { email, password },
  });

describe('admin accounts', () => {
  it('the demo gets an admin with a random password, only while no admin exists', async () => {
    const admin = await createDemoAdminIfNone(t.database.db);
    expect(admin?.password).toMatch(/^[\w-]{16}$/);
    expect((await login(admin!.email, admin!.password)).json().data.isAdmin).toBe(true);
    expect(await createDemoAdminIfNone(t.database.db)).toBeNull();
  });

  it('ADMIN_EMAIL and ADMIN_PASSWORD make an admin who can log in, and a second start changes the password', async () => {
    await ensureAdmin(t.database.db, 'boss@thikana.example', 'First admin passphrase 1');
    const first = await login('boss@thikana.example', 'First admin passphrase 1');
    expect(first.json().data).toMatchObject({ isAdmin: true, role: 'thikana-admin' });

    await ensureAdmin(t.database.db, 'boss@thikana.example', 'Second admin passphrase 2');
    expect((await login('boss@thikana.example', 'First admin passphrase 1')).statusCode).toBe(401);
    expect((await login('boss@thikana.example', 'Second admin passphrase 2')).statusCode).toBe(200);
  });

  it('takes an account on ADMIN_EMAIL back from whoever set it up unconfirmed, and promotes only proven addresses', async () => {
    const claimed = await createUser(t.database.db, {
      emailVerifiedAt: null,
      phone: '+8801899000111',
      phoneVerifiedAt: new Date(),
    });
    const session = await t.tokenFor(claimed.id);
    expect(await promoteToAdmin(t.database.db, claimed.email)).toBe(false);

    await ensureAdmin(t.database.db, claimed.email, 'Operator admin passphrase 3');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(401);
    const admin = await login(claimed.email, 'Operator admin passphrase 3');
    expect(admin.json().data).toMatchObject({
      isAdmin: true,
      email_confirmed: true,
      phone: null,
      phone_verified: false,
    });
  });

  it('promotes an existing user, and says so when there is none', async () => {
    const user = await createUser(t.database.db);
    expect(await promoteToAdmin(t.database.db, user.email.toUpperCase())).toBe(true);
    expect(await promoteToAdmin(t.database.db, 'nobody@example.com')).toBe(false);
    const token = await t.tokenFor(user.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data).toMatchObject({ isAdmin: true, role: 'thikana-admin' });
  });

  it('sets the session cookie Secure when the site is served over https', async () => {
    await ensureAdmin(t.database.db, 'secure@thikana.example', 'Secure passphrase here 3');
    const res = await login('secure@thikana.example', 'Secure passphrase here 3');
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });
});
