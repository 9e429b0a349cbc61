import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_AS_TEXT, evidenceSchema } from '../../shared/moderation';
import { photoFingerprints, properties, users } from '../db/schema';
import { fingerprintStoredPhotos } from '../properties/fingerprint-stored-photos';
import { signedInPeople, postFlat } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

// Evidence on the moderation card (issue 32): a copy of another account's photos waits for an admin
// who has seen them, beside the listings with the same number and the numbers its text spells out.

const DEMO = path.resolve(import.meta.dirname, '../../../demo/photos');
let t: TestContext;
let people: Awaited<ReturnType<typeof signedInPeople>>;
let copierToken: string;
let copierId: string;
let original: string;
let copy: string;

const post = (token: string, input: object, files: Buffer[]) => postFlat(t, token, input, files);

const evidenceOf = (id: string, token?: string) => t.api('GET', `/property/admin/${id}/evidence`, token);
const decide = (id: string, body: object) =>
  t.api('PATCH', `/property/${id}/decision`, people.adminToken, body);

beforeAll(async () => {
  t = await createTestApp();
  people = await signedInPeople(t, { name: 'Owner Rahima' });
  // Another account: the broker who copies the owner's flat.
  copierId = people.stranger.id;
  copierToken = people.strangerToken;
  const [flat, house] = await Promise.all(
    ['apartment-1.jpg', 'house-1.jpg'].map((name) => readFile(path.join(DEMO, name))),
  );
  original = await post(people.ownerToken, {}, [flat!, house!]);
  expect((await decide(original, { property_status: 'approved' })).statusCode).toBe(200);
  // The same flat, its photo cropped and brightened, with the owner's number and one of its own.
  const { width = 0, height = 0 } = await sharp(flat).metadata();
  const copied = await sharp(flat)
    .extract({ left: 0, top: 0, width: Math.round(width * 0.95), height: Math.round(height * 0.95) })
    .modulate({ brightness: 1.15 })
    .jpeg({ quality: 60 })
    .toBuffer();
  copy = await post(copierToken, { description: 'সুন্দর ফ্ল্যাট। বিকাশে অগ্রিম পাঠান: ০১৯১১-২২৩৩৪৪' }, [
    copied,
    await readFile(path.join(DEMO, 'land-1.jpg')),
  ]);
}, 60_000);
afterAll(() => t.close());

describe('evidence for a moderator', () => {
  it('shows the copied photo beside the original, the shared number and the number in the text', async () => {
    const res = await evidenceOf(copy, people.adminToken);
    expect(res.statusCode, res.body).toBe(200);
    const evidence = evidenceSchema.parse(res.json().data);
    expect(evidence.photo_matches).toHaveLength(1);
    const [match] = evidence.photo_matches;
    expect(match).toMatchObject({
      other: { id: original, status: 'approved', owner: { name: 'Owner Rahima' } },
    });
    expect(match!.distance).toBeLessThanOrEqual(8);
    expect(match!.photo_url).toMatch(/\/uploads\/[a-f0-9]+-640\.webp$/);
    expect(match!.other_photo_url).toMatch(/\/uploads\/[a-f0-9]+-640\.webp$/);
    expect(evidence.same_number.map((listing) => listing.id)).toEqual([original]);
    expect(evidence.numbers_in_text).toEqual(['+8801911223344']);
    expect(evidence.account).toMatchObject({ id: copierId, recent_listings: 1, burst: false });

    // The original's evidence names the copy in turn; its own number is not "another number".
    const back = evidenceSchema.parse((await evidenceOf(original, people.adminToken)).json().data);
    expect(back.photo_matches.map((m) => m.other.id)).toEqual([copy]);
    expect(back.numbers_in_text).toEqual([]);
  });

  it('is the admins’ only', async () => {
    expect((await evidenceOf(copy)).statusCode).toBe(401);
    expect((await evidenceOf(copy, copierToken)).statusCode).toBe(403);
    expect((await evidenceOf(copy, people.ownerToken)).statusCode).toBe(403);
  });

  it('keeps the copy waiting until an admin approves it having seen the evidence; the original is untouched', async () => {
    const refused = await decide(copy, { property_status: 'approved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EVIDENCE_UNSEEN' });
    const status = async (id: string) =>
      (await t.database.db.select({ s: properties.status }).from(properties).where(eq(properties.id, id)))[0]
        ?.s;
    expect(await status(copy)).toBe('pending');
    expect(await status(original)).toBe('approved');
    expect((await decide(copy, { property_status: 'approved', evidence_seen: true })).statusCode).toBe(200);
    expect(await status(copy)).toBe('approved');
  });

  it('finds the copy from the stored photos too, once the backfill job has fingerprinted them', async () => {
    await t.database.db.delete(photoFingerprints).where(eq(photoFingerprints.propertyId, copy));
    expect(
      evidenceSchema.parse((await evidenceOf(copy, people.adminToken)).json().data).photo_matches,
    ).toEqual([]);
    expect(await fingerprintStoredPhotos(t.database.db, t.storage)).toEqual({ fingerprinted: 2, missing: 0 });
    expect(await fingerprintStoredPhotos(t.database.db, t.storage)).toEqual({ fingerprinted: 0, missing: 0 });
    const again = evidenceSchema.parse((await evidenceOf(copy, people.adminToken)).json().data);
    expect(again.photo_matches.map((m) => m.other.id)).toEqual([original]);
  });

  it('declines a copy as a duplicate with its own words, in the owner’s language; a decline says why', async () => {
    const flat = await readFile(path.join(DEMO, 'apartment-1.jpg'));
    const again = await post(copierToken, {}, [await sharp(flat).resize({ width: 800 }).jpeg().toBuffer()]);
    const bare = await decide(again, { property_status: 'declined' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ errors: { rejection_reason: 'required' } });
    const [copier] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, copierId));
    expect((await decide(again, { property_status: 'declined', decline_as: 'duplicate' })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select({ status: properties.status, reason: properties.rejectionReason })
      .from(properties)
      .where(eq(properties.id, again));
    expect(row).toEqual({ status: 'declined', reason: DECLINE_AS_TEXT.duplicate[copier!.language] });
  });
});
