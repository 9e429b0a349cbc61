import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_KEEP_DAYS, PROOF_MAX_BYTES, PROOF_WAIT_DAYS, proofQueueSchema } from '../../shared/ownership';
import { propertySchema } from '../../shared/property';
import { adminActions, ownershipProofs } from '../db/schema';
import { createPhoneUser, createProperty, createUser, signedInPeople } from '../test/factories';
import { jpegWithGps } from '../test/images';
import { latestMailTo } from '../test/outbox';
import { smsTo } from '../test/sms-outbox';
import { createTestApp, type TestContext } from '../test/test-app';
import { purgeProofs } from './proof-files';

let t: TestContext;
let people: Awaited<ReturnType<typeof signedInPeople>>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  people = await signedInPeople(t, { name: 'Owner Karim', language: 'en' });
}, 60_000);
afterAll(() => t.close());

function sendProof(
  id: string,
  token: string | undefined,
  file: { content: Buffer; type?: string } | null = null,
  kind = 'tax_receipt',
) {
  const files = file
    ? [{ field: 'file', name: 'receipt', type: file.type ?? 'image/jpeg', content: file.content }]
    : [];
  return t.apiForm('POST', `/property/${id}/ownership-proof`, token, { kind }, files);
}

const decide = (id: string, body: object, token = people.adminToken) =>
  t.api('PATCH', `/property/admin/${id}/ownership`, token, body);
const listingOf = async (id: string, token?: string) =>
  propertySchema.parse((await t.api('GET', `/property/${id}`, token)).json().data);
const proofFile = (id: string, token?: string) =>
  t.api('GET', `/property/admin/${id}/ownership-proof`, token);

describe('an owner sends a proof', () => {
  it('keeps a photo as a JPEG without its metadata, for admins alone, and shows the owner that it waits', async () => {
    const listing = await people.newListing();
    const sent = await sendProof(listing.id, people.ownerToken, { content: await jpegWithGps() });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.sent_at).toEqual(expect.any(String));

    expect((await listingOf(listing.id, people.ownerToken)).ownership_proof).toMatchObject({
      kind: 'tax_receipt',
      status: 'pending',
      reason: null,
      decided_at: null,
    });
    // Nobody else learns that a proof was sent, nor anything of it.
    const seenByVisitor = await listingOf(listing.id);
    expect(seenByVisitor.ownership_proof).toBeNull();
    expect(seenByVisitor.owner_verified_at).toBeNull();
    expect((await listingOf(listing.id, people.strangerToken)).ownership_proof).toBeNull();

    const file = await proofFile(listing.id, people.adminToken);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const kept = await sharp(file.rawPayload).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();

    // The file is read by admins only: the owner, another user and a visitor are refused.
    expect((await proofFile(listing.id, people.ownerToken)).statusCode).toBe(403);
    expect((await proofFile(listing.id, people.strangerToken)).statusCode).toBe(403);
    expect((await proofFile(listing.id)).statusCode).toBe(401);

    const queue = proofQueueSchema.parse(
      (await t.api('GET', '/admin/ownership-proofs', people.adminToken)).json(),
    );
    expect(queue.data.find((entry) => entry.listing._id === listing.id)).toMatchObject({
      content_type: 'image/jpeg',
      listing: { ownership_proof: { status: 'pending' } },
    });
    expect((await t.api('GET', '/admin/ownership-proofs', people.ownerToken)).statusCode).toBe(403);
  });

  it('keeps a PDF as it came, and an admin downloads it rather than opening it on the site', async () => {
    const listing = await people.newListing();
    expect(
      (
        await sendProof(
          listing.id,
          people.ownerToken,
          { content: PDF, type: 'application/pdf' },
          'land_record',
        )
      ).statusCode,
    ).toBe(201);
    const file = await proofFile(listing.id, people.adminToken);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses anything but a photo or a PDF, a file over the limit, no file, and an unknown kind', async () => {
    const owner = await createUser(t.database.db);
    const token = await t.tokenFor(owner.id);
    const listing = await createProperty(t.database.db, { userId: owner.id });
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const cases: Array<[Parameters<typeof sendProof>[2], string, Record<string, string>]> = [
      [{ content: text, type: 'image/jpeg' }, 'tax_receipt', { file: 'unsupported' }],
      [
        { content: Buffer.concat([PDF, Buffer.alloc(PROOF_MAX_BYTES)]), type: 'application/pdf' },
        'tax_receipt',
        { file: 'too_large' },
      ],
      [null, 'tax_receipt', { file: 'required' }],
      [{ content: PDF, type: 'application/pdf' }, 'passport', { kind: expect.any(String) }],
    ];
    for (const [file, kind, errors] of cases) {
      const res = await sendProof(listing.id, token, file, kind);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    }
    expect((await listingOf(listing.id, token)).ownership_proof).toBeNull();
  });

  it('is the owner’s alone to send: another user and an admin are refused, a visitor must sign in', async () => {
    const listing = await people.newListing();
    const file = { content: PDF, type: 'application/pdf' };
    expect((await sendProof(listing.id, people.strangerToken, file)).statusCode).toBe(403);
    expect((await sendProof(listing.id, people.adminToken, file)).statusCode).toBe(403);
    expect((await sendProof(listing.id, undefined, file)).statusCode).toBe(401);
    // Someone else's listing that is not public does not even exist for a stranger.
    const pending = await people.newListing({ status: 'pending' });
    expect((await sendProof(pending.id, people.strangerToken, file)).statusCode).toBe(404);
  });
});

describe('an admin’s decision', () => {
  it('approved: the listing shows the owner verified from then on, the owner is told, and it is decided once', async () => {
    const listing = await people.newListing();
    await sendProof(listing.id, people.ownerToken, { content: PDF, type: 'application/pdf' });
    expect((await decide(listing.id, { decision: 'approved' }, people.ownerToken)).statusCode).toBe(403);

    const res = await decide(listing.id, { decision: 'approved' });
    expect(res.statusCode).toBe(200);
    const verifiedAt = (await listingOf(listing.id)).owner_verified_at;
    expect(verifiedAt).toEqual(res.json().data.owner_verified_at);
    expect(Date.now() - Date.parse(verifiedAt!)).toBeLessThan(60_000);
    expect((await listingOf(listing.id, people.ownerToken)).ownership_proof).toMatchObject({
      status: 'approved',
    });

    const mail = await latestMailTo(t.outboxDir, people.owner.email);
    expect(mail).toContain('Thikana: your ownership is verified');
    const audit = await t.database.db
      .select({ action: adminActions.action })
      .from(adminActions)
      .where(eq(adminActions.propertyId, listing.id));
    expect(audit.map((row) => row.action)).toEqual(['approve_ownership']);

    expect((await decide(listing.id, { decision: 'declined', reason: 'late' })).statusCode).toBe(409);
    // Verified, it needs no other proof.
    expect(
      (await sendProof(listing.id, people.ownerToken, { content: PDF, type: 'application/pdf' })).statusCode,
    ).toBe(409);
  });

  it('declined: a reason is required, and a phone-only owner is told why by SMS in Bengali', async () => {
    const phone = '+8801755500123';
    const owner = await createPhoneUser(t.database.db, phone, { language: 'bn' });
    const token = await t.tokenFor(owner.id);
    const listing = await createProperty(t.database.db, { userId: owner.id, title: 'কাজলায় দুই রুমের ফ্ল্যাট' });
    await sendProof(listing.id, token, { content: await jpegWithGps() }, 'utility_bill');

    const noReason = await decide(listing.id, { decision: 'declined' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'required' });

    const reason = 'বিলে অন্য একজনের নাম';
    expect((await decide(listing.id, { decision: 'declined', reason })).statusCode).toBe(200);
    const [sms] = await smsTo(t.app.config.dataDir, phone);
    expect(sms).toContain('মালিকানার প্রমাণ গ্রহণ হয়নি');
    expect(sms).toContain(reason);
    const seen = await listingOf(listing.id, token);
    expect(seen.owner_verified_at).toBeNull();
    expect(seen.ownership_proof).toMatchObject({ status: 'declined', reason });

    // The owner may try again with another paper: it waits anew.
    expect(
      (await sendProof(listing.id, token, { content: PDF, type: 'application/pdf' }, 'land_record'))
        .statusCode,
    ).toBe(201);
    expect((await listingOf(listing.id, token)).ownership_proof).toMatchObject({
      status: 'pending',
      reason: null,
    });
  });

  it('refuses to decide on a proof the owner replaced after the admin looked (sent_at), and a stranger learns nothing from a bad body', async () => {
    const listing = await people.newListing();
    const first = await sendProof(listing.id, people.ownerToken, { content: PDF, type: 'application/pdf' });
    const seen = first.json().data.sent_at as string;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sendProof(listing.id, people.ownerToken, { content: PDF, type: 'application/pdf' }, 'land_record');
    expect((await decide(listing.id, { decision: 'approved', sent_at: seen })).statusCode).toBe(409);
    expect((await decide(listing.id, { decision: 'nonsense' }, people.strangerToken)).statusCode).toBe(403);
    expect(
      (await t.api('PATCH', `/property/admin/${listing.id}/ownership`, undefined, { decision: 1 }))
        .statusCode,
    ).toBe(401);
  });

  it('with nothing sent, there is nothing to decide', async () => {
    const listing = await people.newListing();
    const res = await decide(listing.id, { decision: 'approved' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PROOF_NOT_FOUND');
  });
});

describe('after the decision', () => {
  it(`deletes the file ${PROOF_KEEP_DAYS} days after it, and keeps the decision`, async () => {
    const listing = await people.newListing();
    await sendProof(listing.id, people.ownerToken, { content: PDF, type: 'application/pdf' });
    await decide(listing.id, { decision: 'approved' });
    const day = 24 * 60 * 60 * 1000;
    await purgeProofs(t.database.db, new Date(Date.now() + (PROOF_KEEP_DAYS - 1) * day));
    expect((await proofFile(listing.id, people.adminToken)).statusCode).toBe(200);
    expect(
      await purgeProofs(t.database.db, new Date(Date.now() + (PROOF_KEEP_DAYS + 1) * day)),
    ).toBeGreaterThanOrEqual(1);
    const gone = await proofFile(listing.id, people.adminToken);
    expect(gone.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(ownershipProofs)
      .where(eq(ownershipProofs.propertyId, listing.id));
    expect(row).toMatchObject({ file: null, status: 'approved' });
    expect((await listingOf(listing.id)).owner_verified_at).not.toBeNull();
  });

  it(`drops a proof no admin decided on ${PROOF_WAIT_DAYS} days after it was sent`, async () => {
    const listing = await people.newListing();
    await sendProof(listing.id, people.ownerToken, { content: PDF, type: 'application/pdf' });
    const day = 24 * 60 * 60 * 1000;
    await purgeProofs(t.database.db, new Date(Date.now() + (PROOF_WAIT_DAYS + 1) * day));
    expect((await listingOf(listing.id, people.ownerToken)).ownership_proof).toBeNull();
  });

  it('a revision that changes the contact number drops the badge; one that keeps it does not', async () => {
    const listing = await people.newListing({ contactNumber: '+8801711000001' });
    await sendProof(listing.id, people.ownerToken, { content: PDF, type: 'application/pdf' });
    await decide(listing.id, { decision: 'approved' });

    const revise = async (body: object) => {
      expect((await t.api('PATCH', `/property/${listing.id}`, people.ownerToken, body)).statusCode).toBe(200);
      const res = await t.api('PATCH', `/property/admin/${listing.id}/revision`, people.adminToken, {
        decision: 'approve',
      });
      expect(res.statusCode).toBe(200);
      return listingOf(listing.id);
    };
    expect(
      (await revise({ property_title: 'Flat near Kazla gate, freshly painted' })).owner_verified_at,
    ).not.toBeNull();
    const sold = await revise({ contact_number: '01811000002' });
    expect(sold.contact_number).toBe('1811000002');
    expect(sold.owner_verified_at).toBeNull();
  });
});
