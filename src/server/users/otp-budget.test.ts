import fs from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../db/schema';
import { smsBudgetOn } from '../sms/sms-budget';
import { newClientAddress } from '../test/client-address';
import { createPhoneUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { newChallenge } from './otp-challenge';

// The SMS budget of issue 29 (docs/sms.md, docs/decisions/002-sms-budget.md): lanes, velocity, challenge.

const apps: TestContext[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));
async function appWith(env: Record<string, string>) {
  const logLines: string[] = [];
  const t = await createTestApp(env, { logStream: { write: (line: string) => void logLines.push(line) } });
  apps.push(t);
  return Object.assign(t, { logLines });
}
/** No challenge however fast new numbers come: the lanes alone. */
const NO_VELOCITY = {
  SMS_NEW_NUMBERS_PER_PREFIX_HOUR: '1000000',
  SMS_NEW_NUMBERS_PER_PREFIX_DAY: '1000000',
  SMS_NEW_NUMBERS_BURST: '1000000',
};

let nextNumber = 0;
/** A number no other test uses, on one of the operators' prefixes (013 … 019) or the one given. */
function newNumber(operator?: string): string {
  nextNumber += 1;
  const prefix = operator ?? String(13 + (nextNumber % 7));
  return `+880${prefix}${String(nextNumber).padStart(8, '0')}`;
}

const request = (t: TestContext, body: object, from = newClientAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/otp/request', payload: body, remoteAddress: from });

/** The numbers the outbox has an SMS for, each with how many. */
async function outboxCounts(t: TestContext): Promise<Map<string, number>> {
  await t.app.background.idle();
  const dir = path.join(t.app.config.dataDir, 'sms-outbox');
  const counts = new Map<string, number>();
  for (const file of await fs.readdir(dir).catch(() => [])) {
    const head = (await fs.readFile(path.join(dir, file), 'utf8')).split('\n', 1)[0] ?? '';
    const to = head.replace(/^To: /, '');
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

/** Runs `work` over `items`, `width` at a time, as many clients at once would. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

/** A challenge from the server, solved as the browser does (altcha-lib), as the request's `altcha`. */
async function solvedChallenge(t: TestContext): Promise<string> {
  const served = await t.app.inject({ method: 'GET', url: '/api/v1/user/otp/challenge' });
  expect(served.statusCode).toBe(200);
  expect(served.headers['cache-control']).toBe('no-store');
  return solve(served.json<{ data: Parameters<typeof solveChallenge>[0]['challenge'] }>().data);
}
async function solve(challenge: Parameters<typeof solveChallenge>[0]['challenge']): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('the day’s SMS budget', () => {
  it('keeps sending sign-in codes after 1,000 requests from 100 addresses to new numbers (the drain)', async () => {
    const t = await appWith({ SMS_DAILY_CAP: '1000', ...NO_VELOCITY });
    const accounts = await Promise.all(
      Array.from({ length: 5 }, () => createPhoneUser(t.database.db, newNumber())),
    );
    // 100 addresses, 10 new numbers each (the per-address limit), all at once in groups of 20.
    const addresses = Array.from({ length: 100 }, () => newClientAddress());
    const pump = addresses.flatMap((from) =>
      Array.from({ length: 10 }, () => ({ from, phone: newNumber() })),
    );
    const answers = await inParallel(pump, 20, ({ from, phone }) => request(t, { phone }, from));
    const sent = answers.filter((answer) => answer.statusCode === 200).length;
    // New numbers have half the day (SMS_NEW_NUMBER_SHARE); the rest are told to try later.
    expect(sent).toBe(500);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(500);

    for (const account of accounts) {
      const answer = await request(t, { phone: account.phone });
      expect(answer.statusCode).toBe(200);
    }
    const outbox = await outboxCounts(t);
    for (const account of accounts) expect(outbox.get(account.phone!)).toBe(1);
    expect(await smsBudgetOn(t.database.db)).toMatchObject({ known: 5, fresh: 500, refused: 500 });
    // Codes to new numbers are marked: the velocity counts them.
    const marked = await t.database.db
      .select({ newNumber: otpCodes.newNumber })
      .from(otpCodes)
      .where(eq(otpCodes.phone, accounts[0]!.phone!));
    expect(marked).toEqual([{ newNumber: false }]);
  }, 120_000);

  it('never passes the cap under 50 requests at once, for new numbers or known ones', async () => {
    const t = await appWith({ SMS_DAILY_CAP: '30', ...NO_VELOCITY });
    const fresh = await Promise.all(Array.from({ length: 50 }, () => request(t, { phone: newNumber() })));
    expect(fresh.filter((answer) => answer.statusCode === 200)).toHaveLength(15);
    const known = await Promise.all(
      Array.from({ length: 50 }, () => createPhoneUser(t.database.db, newNumber())),
    );
    const signIns = await Promise.all(known.map((user) => request(t, { phone: user.phone })));
    // Sign-in may use all that is left of the day: 30 - 15.
    expect(signIns.filter((answer) => answer.statusCode === 200)).toHaveLength(15);
    const refused = signIns.find((answer) => answer.statusCode === 429);
    expect(refused?.body).toBe('এখন কোড পাঠানো যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const budget = await smsBudgetOn(t.database.db);
    expect(budget).toMatchObject({ known: 15, fresh: 15, refused: 70 });
    const outbox = await outboxCounts(t);
    expect([...outbox.values()].reduce((sum, n) => sum + n, 0)).toBe(30);
  }, 60_000);
});

describe('new numbers coming too fast', () => {
  it('ask a proof-of-work challenge of every number of the prefix, and send the code once it is solved', async () => {
    const t = await appWith({
      SMS_NEW_NUMBERS_PER_PREFIX_HOUR: '3',
      SMS_NEW_NUMBERS_PER_PREFIX_DAY: '1000',
      SMS_NEW_NUMBERS_BURST: '1000',
    });
    for (let i = 0; i < 3; i++) expect((await request(t, { phone: newNumber('18') })).statusCode).toBe(200);

    const phone = newNumber('18');
    const asked = await request(t, { phone });
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ code: 'CHALLENGE_REQUIRED', errors: { altcha: 'missing' } });
    // A number with an account is asked the same: the answer does not tell which numbers have one.
    const account = await createPhoneUser(t.database.db, newNumber('18'));
    expect((await request(t, { phone: account.phone })).json()).toMatchObject({ code: 'CHALLENGE_REQUIRED' });
    // Another operator's new numbers are not held up.
    expect((await request(t, { phone: newNumber('19') })).statusCode).toBe(200);

    const altcha = await solvedChallenge(t);
    const solved = await request(t, { phone, altcha });
    expect(solved.statusCode).toBe(200);
    expect((await outboxCounts(t)).get(phone)).toBe(1);

    // One answer opens one request.
    const replay = await request(t, { phone: newNumber('18'), altcha });
    expect(replay.statusCode).toBe(428);
    expect(replay.json()).toMatchObject({ errors: { altcha: 'spent' } });
    const budget = await smsBudgetOn(t.database.db);
    expect(budget.challenged).toBe(1);
    expect(budget.fresh).toBe(5);
  }, 60_000);

  it('refuse a challenge answer that is garbage, altered, forged or expired', async () => {
    const t = await appWith({ SMS_NEW_NUMBERS_BURST: '1' });
    expect((await request(t, { phone: newNumber() })).statusCode).toBe(200);
    const refusal = async (altcha: string) =>
      (await request(t, { phone: newNumber(), altcha })).json<object>();

    expect(await refusal('bm90IGpzb24=')).toMatchObject({
      code: 'CHALLENGE_REQUIRED',
      errors: { altcha: 'invalid' },
    });
    const good = await solvedChallenge(t);
    const payload = JSON.parse(Buffer.from(good, 'base64').toString()) as {
      solution: { derivedKey: string; counter: number };
    };
    const altered = { ...payload, solution: { ...payload.solution, derivedKey: 'ab'.repeat(32) } };
    expect(await refusal(Buffer.from(JSON.stringify(altered)).toString('base64'))).toMatchObject({
      errors: { altcha: 'invalid' },
    });
    const forged = await solve(await newChallenge(new Uint8Array(32).fill(7)));
    expect(await refusal(forged)).toMatchObject({ errors: { altcha: 'invalid' } });
    const old = await solve(await newChallenge(t.app.sessionKeys.secret, new Date(Date.now() - 10 * 60_000)));
    expect(await refusal(old)).toMatchObject({ errors: { altcha: 'expired' } });
    // The good one still works: refusals of the others spent nothing.
    expect((await request(t, { phone: newNumber(), altcha: good })).statusCode).toBe(200);
  }, 60_000);
});

describe('the hourly SMS budget line', () => {
  it('logs the day’s counts by lane, refusals and challenges, and no number', async () => {
    const t = await appWith({ SMS_DAILY_CAP: '2', LOG_LEVEL: 'info', ...NO_VELOCITY });
    const phones = [newNumber(), newNumber(), newNumber()];
    for (const phone of phones) await request(t, { phone });
    await t.app.inject({ method: 'GET', url: '/api/v1/user/otp/challenge' });
    const counts = await t.app.jobs.runNow('sms-budget-report');
    expect(counts).toMatchObject({ known: 0, fresh: 1, alerts: 0, refused: 2, challenged: 1 });
    const line = t.logLines.find((text) => text.includes('SMS budget today'));
    expect(JSON.parse(line!)).toMatchObject({ cap: 2, known: 0, fresh: 1, refused: 2, challenged: 1 });
    const all = t.logLines.join('\n');
    for (const phone of phones) expect(all).not.toContain(phone.slice(6));
  });
});
