import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_REQUESTS_PER_LISTING_DAY,
  CALL_REQUESTS_PER_VISITOR_DAY,
  callRequestListSchema,
} from '../../shared/call-request';
import { callRequests } from '../db/schema';
import { smsBudgetOn } from '../sms/sms-budget';
import { smsSegments } from '../sms/sms-segments';
import { newClientAddress } from '../test/client-address';
import { createPhoneUser, createProperty, createUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { smsTo } from '../test/sms-outbox';
import { createTestApp, type TestContext } from '../test/test-app';
import { CALL_REQUEST_SMS_PER_OWNER_DAY } from './create-call-request';
import { purgeCallRequests } from './owner-call-requests';

let t: TestContext;
let owner: { id: string; email: string };
let ownerToken: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp({ SMS_DAILY_CAP: '10' });
  owner = await createUser(t.database.db, { name: 'Owner Rahim', language: 'en' });
  ownerToken = await t.tokenFor(owner.id);
  otherToken = await t.tokenFor((await createUser(t.database.db)).id);
}, 60_000);
afterAll(() => t.close());

let nextNumber = 30_000_000;
const newPhone = () => `+88018${++nextNumber}`;
const good = {
  name: 'Selina Akter',
  phone: '01712 345678',
  when: 'evening',
  message: 'Is the flat free in May?',
};

function ask(
  id: string,
  body: object = good,
  { address = newClientAddress(), token, lang }: { address?: string; token?: string; lang?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/property/${id}/call-requests${lang ? `?lang=${lang}` : ''}`,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });
}

async function listOf(token: string) {
  const res = await t.api('GET', '/call-requests', token);
  expect(res.statusCode).toBe(200);
  return callRequestListSchema.parse(res.json()).data;
}

const idle = () => t.app.background.idle();

describe('leaving a request', () => {
  it('stores it for the owner, newest first, with the number in E.164 and the time chosen', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const first = await ask(listing.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, data: { id: expect.any(String) } });
    const second = await ask(listing.id, { name: 'Karim', phone: '+8801812345678' });
    expect(second.statusCode).toBe(201);
    const mine = (await listOf(ownerToken)).filter((r) => r.property_id === listing.id);
    expect(mine.map((r) => r.name)).toEqual(['Karim', 'Selina Akter']);
    expect(mine[0]).toMatchObject({ phone: '+8801812345678', when: 'any', message: null, done: false });
    expect(mine[1]).toMatchObject({
      phone: '+8801712345678',
      when: 'evening',
      message: 'Is the flat free in May?',
      property_title: listing.title,
    });
    await idle();
  });

  it('takes Bengali digits in the number', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    expect((await ask(listing.id, { ...good, phone: '০১৭১১-২২৩৩৪৪' })).statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(callRequests)
      .where(eq(callRequests.propertyId, listing.id));
    expect(row?.phone).toBe('+8801711223344');
    await idle();
  });

  it('refuses a listing that is not public (404) and the owner asking themselves (403)', async () => {
    const pending = await createProperty(t.database.db, { userId: owner.id, status: 'pending' });
    expect((await ask(pending.id)).statusCode).toBe(404);
    expect((await ask('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const listing = await createProperty(t.database.db, { userId: owner.id });
    expect((await ask(listing.id, good, { token: ownerToken })).statusCode).toBe(403);
    expect(
      await t.database.db.select().from(callRequests).where(eq(callRequests.propertyId, pending.id)),
    ).toEqual([]);
  });

  it('never shows the number in the listing’s public answer', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    await ask(listing.id, { ...good, phone: '01799887766' });
    const page = await t.api('GET', `/api/v1/property/${listing.id}`.replace('/api/v1', ''));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('99887766');
    expect(page.body).not.toContain('Selina');
    await idle();
  });
});

describe('validation', () => {
  const refused = async (body: object) => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const res = await ask(listing.id, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    return res.json<{ errors: Record<string, string> }>().errors;
  };

  it('checks the name, the number, the time and the message’s length', async () => {
    expect(await refused({ ...good, name: 'A' })).toMatchObject({ name: 'too_short' });
    expect(await refused({ ...good, name: 'x'.repeat(61) })).toMatchObject({ name: 'too_long' });
    expect(await refused({ ...good, phone: '01234' })).toMatchObject({ phone: 'invalid_phone' });
    expect(await refused({ ...good, phone: '+14155550100' })).toMatchObject({ phone: 'invalid_phone' });
    expect(await refused({ ...good, when: 'midnight' })).toHaveProperty('when');
    expect(await refused({ ...good, message: 'x'.repeat(301) })).toMatchObject({ message: 'too_long' });
  });

  it.each([
    'call me on ০১৭১১ ২২৩ ৩৪৪',
    'WhatsApp 0 1 7 1 1 2 2 3 3 4 4',
    'see thikana-flats dot com',
    'mail rahim at the rate gmail dot com',
    'www.example.org',
    'zero one seven one one two two three three four four',
  ])('refuses a number, link or address hidden in the message: %j', async (message) => {
    expect(await refused({ ...good, message })).toMatchObject({ message: 'contact_in_text' });
  });

  it('refuses a number in the name', async () => {
    expect(await refused({ ...good, name: 'Rahim 01711223344' })).toMatchObject({ name: 'contact_in_text' });
  });
});

describe('limits', () => {
  it(`takes ${CALL_REQUESTS_PER_VISITOR_DAY} requests a visitor a day, then says so in their language`, async () => {
    const address = newClientAddress();
    for (let i = 0; i < CALL_REQUESTS_PER_VISITOR_DAY; i++) {
      const listing = await createProperty(t.database.db, { userId: owner.id });
      expect((await ask(listing.id, good, { address })).statusCode).toBe(201);
    }
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const bn = await ask(listing.id, good, { address, lang: 'bn' });
    expect(bn.statusCode).toBe(429);
    // A 429 is answered in plain text, as every limit is (error-handler.ts).
    expect(bn.body).toContain('৫টি');
    const en = await ask(listing.id, good, { address, lang: 'en' });
    expect(en.body).toContain('tomorrow');
    // Another visitor still may.
    expect((await ask(listing.id)).statusCode).toBe(201);
    await idle();
  });

  it(`takes ${CALL_REQUESTS_PER_LISTING_DAY} requests a listing a day`, async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    await t.database.db.insert(callRequests).values(
      Array.from({ length: CALL_REQUESTS_PER_LISTING_DAY }, (_, i) => ({
        propertyId: listing.id,
        name: `Visitor ${i}`,
        phone: '+8801711000000',
        when: 'any' as const,
        visitorHash: `hash-${i}`,
      })),
    );
    const res = await ask(listing.id, good, { lang: 'en' });
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Call them directly');
  });
});

describe('reading and marking done', () => {
  it('shows an owner only the requests for their listings, and lets only them mark one done', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    await ask(listing.id, { ...good, name: 'Only Mine' });
    expect((await listOf(otherToken)).some((r) => r.name === 'Only Mine')).toBe(false);
    expect((await t.api('GET', '/call-requests')).statusCode).toBe(401);
    const request = (await listOf(ownerToken)).find((r) => r.name === 'Only Mine')!;
    const mark = (token?: string, payload: object = { done: true }) =>
      t.api('PATCH', `/call-requests/${request.id}`, token, payload);
    expect((await mark(otherToken)).statusCode).toBe(404);
    expect((await mark()).statusCode).toBe(401);
    expect((await mark(ownerToken, { done: false })).statusCode).toBe(400);
    expect((await mark(ownerToken)).statusCode).toBe(200);
    expect((await mark(ownerToken)).statusCode).toBe(200);
    expect((await listOf(ownerToken)).find((r) => r.id === request.id)?.done).toBe(true);
    expect(
      (
        await t.api('PATCH', '/call-requests/00000000-0000-4000-8000-000000000000', ownerToken, {
          done: true,
        })
      ).statusCode,
    ).toBe(404);
    await idle();
  });
});

describe('deletion after 30 days', () => {
  it('removes requests older than 30 days, done or not, and keeps the newer', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const day = 24 * 60 * 60 * 1000;
    await t.database.db.insert(callRequests).values([
      {
        propertyId: listing.id,
        name: 'Old',
        phone: '+8801711000001',
        when: 'any',
        visitorHash: 'a',
        createdAt: new Date(Date.now() - 31 * day),
      },
      {
        propertyId: listing.id,
        name: 'Old done',
        phone: '+8801711000002',
        when: 'any',
        visitorHash: 'b',
        createdAt: new Date(Date.now() - 30 * day - 60_000),
        doneAt: new Date(),
      },
      {
        propertyId: listing.id,
        name: 'Recent',
        phone: '+8801711000003',
        when: 'any',
        visitorHash: 'c',
        createdAt: new Date(Date.now() - 29 * day),
      },
    ]);
    expect(await purgeCallRequests(t.database.db)).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select()
      .from(callRequests)
      .where(eq(callRequests.propertyId, listing.id));
    expect(left.map((r) => r.name)).toEqual(['Recent']);
  });
});

describe('the owner’s statistics', () => {
  it('counts each request as a contact of its day', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    await ask(listing.id);
    await ask(listing.id);
    const res = await t.api('GET', `/property/${listing.id}/stats`, ownerToken);
    const days = res.json<{ data: { days: { callbacks: number }[] } }>().data.days;
    expect(days.reduce((n, d) => n + d.callbacks, 0)).toBe(2);
    await idle();
  });
});

describe('telling the owner', () => {
  it('mails an owner with a proven e-mail, in their language, with the number', async () => {
    const listing = await createProperty(t.database.db, { userId: owner.id });
    await ask(listing.id, { ...good, name: 'Mail Me', phone: '01711445566' });
    await idle();
    const [mail] = await mailsTo(path.join(t.app.config.dataDir, 'outbox'), owner.email);
    expect(mail).toContain('Mail Me asks you to call back');
    expect(mail).toContain('+880 1711-445566');
    expect(mail).toContain('in the evening');
  });

  it('sends an SMS in Bengali to a phone-only owner, counted in the day’s SMS budget', async () => {
    const phone = newPhone();
    const phoneOwner = await createPhoneUser(t.database.db, phone, { language: 'bn' });
    const listing = await createProperty(t.database.db, { userId: phoneOwner.id });
    const before = await smsBudgetOn(t.database.db);
    await ask(listing.id, { ...good, name: 'সেলিনা', phone: '01711556677', when: 'morning' });
    await idle();
    const [sms] = await smsTo(t.app.config.dataDir, phone);
    expect(sms).toContain('সেলিনা সকালে কল চান');
    expect(sms).toContain('+৮৮০ ১৭১১-৫৫৬৬৭৭');
    expect(sms).toContain('http://localhost:3000/profile-post');
    expect((await smsBudgetOn(t.database.db)).alerts).toBe(before.alerts + 1);
  });

  it('sends English to an English phone-only owner, and no SMS once notices’ share of the cap is spent', async () => {
    const phone = newPhone();
    const phoneOwner = await createPhoneUser(t.database.db, phone, { language: 'en' });
    const listing = await createProperty(t.database.db, { userId: phoneOwner.id });
    await ask(listing.id, { ...good, name: 'Jamal', when: 'afternoon' });
    await idle();
    expect(await smsTo(t.app.config.dataDir, phone)).toEqual([
      expect.stringContaining('Thikana: Jamal asks for a call in the afternoon'),
    ]);
    // SMS_DAILY_CAP=10: notices stop at 8 SMS a day, the last 2 kept for sign-in codes.
    for (let i = 0; i < 10; i++) {
      await ask(listing.id, { ...good, name: `Caller ${i}` });
      await idle();
    }
    const budget = await smsBudgetOn(t.database.db);
    expect(budget.known + budget.fresh + budget.alerts).toBe(8);
    expect((await smsTo(t.app.config.dataDir, phone)).length).toBeLessThan(11);
    // The requests themselves are all there.
    expect((await listOf(await t.tokenFor(phoneOwner.id))).length).toBe(11);
  });
});

describe('what a stream of requests may cost', () => {
  it(`sends one owner at most ${CALL_REQUEST_SMS_PER_OWNER_DAY} SMS a day, each in two segments, and keeps every request`, async () => {
    const roomy = await createTestApp({ SMS_DAILY_CAP: '1000' });
    try {
      const phone = newPhone();
      const phoneOwner = await createPhoneUser(roomy.database.db, phone, { language: 'bn' });
      const listings = await Promise.all(
        [0, 1].map(() => createProperty(roomy.database.db, { userId: phoneOwner.id })),
      );
      const longName = 'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী খন্দকার সিদ্দিকী রহমান';
      for (let i = 0; i < CALL_REQUEST_SMS_PER_OWNER_DAY + 4; i++) {
        const res = await roomy.app.inject({
          method: 'POST',
          url: `/api/v1/property/${listings[i % 2]!.id}/call-requests`,
          remoteAddress: newClientAddress(),
          payload: { ...good, name: longName },
        });
        expect(res.statusCode).toBe(201);
        await roomy.app.background.idle();
      }
      const sent = await smsTo(roomy.app.config.dataDir, phone);
      expect(sent).toHaveLength(CALL_REQUEST_SMS_PER_OWNER_DAY);
      for (const sms of sent) expect(smsSegments(sms)).toBeLessThanOrEqual(2);
      const requests = await roomy.api('GET', '/call-requests', await roomy.tokenFor(phoneOwner.id));
      expect(callRequestListSchema.parse(requests.json()).data).toHaveLength(
        CALL_REQUEST_SMS_PER_OWNER_DAY + 4,
      );
    } finally {
      await roomy.close();
    }
  });
});
