import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageListSchema } from '../../shared/contact';
import { ADMIN_ROLE } from '../../shared/enums';
import { contactMessages } from '../db/schema';
import { newClientAddress } from '../test/client-address';
import { createUser } from '../test/factories';
import { latestMailTo, mailsTo } from '../test/outbox';
import { createTestApp, type TestContext } from '../test/test-app';

const INBOX = 'inbox@thikana.test';
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ CONTACT_INBOX: INBOX });
});
afterAll(() => t.close());

const good = {
  name: 'Nasrin Sultana',
  email: 'Nasrin@Example.com',
  phone: '০১৭১১-২২৩৩৪৪',
  message: 'Is there a way to show my flat to families only? Thank you.',
};
const send = (body: unknown, remoteAddress = newClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body as object, remoteAddress });
const stored = async () => (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

describe('the contact form', () => {
  it('stores the message and mails it to the site inbox, with a reply going to the visitor', async () => {
    const res = await send(good);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Contact message sent successfully' });
    const mail = await latestMailTo(path.join(t.app.config.dataDir, 'outbox'), INBOX);
    expect(mail).toContain('Reply-To: nasrin@example.com');
    expect(mail).toContain('Is there a way to show my flat to families only?');
    expect(mail).toContain('+8801711223344');
  });

  it('tells the inbox to answer a visitor in the language of their page, and mails no address a visitor typed', async () => {
    const outbox = path.join(t.app.config.dataDir, 'outbox');
    const english = { ...good, email: 'english-page@example.com' };
    // The app keeps the page's language in a cookie; the phone may ask for another.
    const fromEnglishPage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: english,
      headers: { cookie: 'language=en', 'accept-language': 'bn-BD,bn;q=0.9' },
      remoteAddress: newClientAddress(),
    });
    expect(fromEnglishPage.statusCode).toBe(201);
    expect(await mailsTo(outbox, english.email)).toEqual([]); // anyone may type anyone's address
    expect(await latestMailTo(outbox, INBOX)).toContain('Answer in: English');

    const bengali = { ...good, email: 'bengali-page@example.com' };
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: bengali,
      headers: { cookie: 'language=bn', 'accept-language': 'en-US,en;q=0.9' },
      remoteAddress: newClientAddress(),
    });
    expect(await latestMailTo(outbox, INBOX)).toContain('Answer in: Bengali');
  });

  it("writes to a logged-in user in the account's language, whatever the phone asks for", async () => {
    const user = await createUser(t.database.db, { language: 'bn', email: 'account-bn@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...good, email: user.email },
      headers: { authorization: `Bearer ${await t.tokenFor(user.id)}`, 'accept-language': 'en-US,en' },
      remoteAddress: newClientAddress(),
    });
    expect(res.statusCode).toBe(201);
    const receipt = await latestMailTo(path.join(t.app.config.dataDir, 'outbox'), user.email);
    expect(receipt).toContain('আমরা এই ই-মেইল ঠিকানায় উত্তর দেব');
    expect(receipt).not.toContain(good.message);
  });

  it.each([
    ['no name', { ...good, name: ' ' }, 'name', 'required'],
    ['a wrong e-mail', { ...good, email: 'nasrin@' }, 'email', 'invalid_email'],
    ['no phone', { ...good, phone: '' }, 'phone', 'required'],
    ['a phone that is not Bangladeshi', { ...good, phone: '12345' }, 'phone', 'invalid_phone'],
    ['a message of two words', { ...good, message: 'Hi there' }, 'message', 'too_short'],
    ['a message too long', { ...good, message: 'x'.repeat(2001) }, 'message', 'too_long'],
    ['a number for a name', { ...good, name: 42 }, 'name', 'invalid_type'],
  ])('answers %s with 400 and stores nothing', async (_case, body, field, code) => {
    const before = await stored();
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: { [field]: code },
    });
    expect(await stored()).toBe(before);
  });

  it('refuses a body that is not JSON with 4xx, never 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      remoteAddress: newClientAddress(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('takes ten messages from one address in fifteen minutes, and answers the eleventh with 429', async () => {
    const address = newClientAddress();
    for (let i = 0; i < 10; i++) expect((await send(good, address)).statusCode).toBe(201);
    const limited = await send(good, address);
    expect(limited.statusCode).toBe(429);
    expect((await send(good)).statusCode).toBe(201); // someone else is not held back
  });
});

describe('reading the messages', () => {
  it('is for admins only', async () => {
    const get = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/contact/messages',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        remoteAddress: newClientAddress(),
      });
    expect((await get()).statusCode).toBe(401);
    expect((await get(await t.tokenFor((await createUser(t.database.db)).id))).statusCode).toBe(403);
    const admin = await createUser(t.database.db, { isAdmin: true, role: ADMIN_ROLE });
    const res = await get(await t.tokenFor(admin.id));
    expect(res.statusCode).toBe(200);
    const list = contactMessageListSchema.parse(res.json());
    expect(list.data[0]).toMatchObject({ name: 'Nasrin Sultana', email: 'nasrin@example.com' });
    expect(list.total).toBeGreaterThanOrEqual(list.data.length);
  });
});
