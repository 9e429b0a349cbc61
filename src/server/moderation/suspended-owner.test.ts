import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewListSchema } from '../../shared/moderation';
import { proofQueueSchema } from '../../shared/ownership';
import { propertyReports } from '../db/schema';
import { createProperty, createUser, signedInPeople } from '../test/factories';
import { jpegWithGps } from '../test/images';
import { createTestApp, type TestContext } from '../test/test-app';

// The moderators' queues say when a listing's owner is suspended (issue 33 follow-up): the review
// queue, the reported queue and the ownership-proof queue mark such a card, and only such a card.

let t: TestContext;
let people: Awaited<ReturnType<typeof signedInPeople>>;

beforeAll(async () => {
  t = await createTestApp();
  people = await signedInPeople(t, { name: 'Owner Karim', language: 'en' });
}, 60_000);
afterAll(() => t.close());

const suspend = (id: string, suspended: boolean) =>
  t.api('PATCH', `/admin/accounts/${id}`, people.adminToken, {
    suspended,
    ...(suspended && { reason: 'Asked renters for advances and never answered again' }),
  });
const sendProof = async (id: string, token: string) =>
  t.apiForm('POST', `/property/${id}/ownership-proof`, token, { kind: 'tax_receipt' }, [
    { field: 'file', name: 'receipt', type: 'image/jpeg', content: await jpegWithGps() },
  ]);
const marks = (entries: Array<{ id: string; suspended: boolean }>, ids: string[]) =>
  Object.fromEntries(ids.map((id) => [id, entries.find((entry) => entry.id === id)?.suspended ?? 'missing']));

describe("a suspended owner's cards in the moderators' queues", () => {
  it('are marked in the review, reported and ownership-proof queues; others are not; lifting it clears the mark', async () => {
    const { db } = t.database;
    const other = await createUser(db);
    const suspendedPending = await people.newListing({
      status: 'pending',
      title: 'Pending, owner suspended',
    });
    const otherPending = await createProperty(db, {
      userId: other.id,
      status: 'pending',
      title: 'Pending, fine',
    });
    const suspendedReported = await people.newListing({ title: 'Reported, owner suspended' });
    const otherReported = await createProperty(db, { userId: other.id, title: 'Reported, fine' });
    for (const listing of [suspendedReported, otherReported])
      await db
        .insert(propertyReports)
        .values({ propertyId: listing.id, reason: 'fraud', reporterKey: `address:test-${listing.id}` });
    const suspendedProof = await people.newListing({ title: 'Proof, owner suspended' });
    const strangerProof = await createProperty(db, { userId: people.stranger.id, title: 'Proof, fine' });
    expect((await sendProof(suspendedProof.id, people.ownerToken)).statusCode).toBe(201);
    expect((await sendProof(strangerProof.id, people.strangerToken)).statusCode).toBe(201);

    const queues = async () => {
      const review = async (url: string) =>
        reviewListSchema
          .parse((await t.api('GET', url, people.adminToken)).json())
          .data.map((item) => ({ id: item._id, suspended: item.owner_suspended }));
      const proofs = proofQueueSchema
        .parse((await t.api('GET', '/admin/ownership-proofs', people.adminToken)).json())
        .data.map((entry) => ({ id: entry.listing._id, suspended: entry.owner_suspended }));
      return {
        pending: marks(await review('/property/pending-all'), [suspendedPending.id, otherPending.id]),
        reported: marks(await review('/property/reported-all'), [suspendedReported.id, otherReported.id]),
        proofs: marks(proofs, [suspendedProof.id, strangerProof.id]),
      };
    };

    // Before the suspension no card is marked.
    expect(await queues()).toEqual({
      pending: { [suspendedPending.id]: false, [otherPending.id]: false },
      reported: { [suspendedReported.id]: false, [otherReported.id]: false },
      proofs: { [suspendedProof.id]: false, [strangerProof.id]: false },
    });

    expect((await suspend(people.owner.id, true)).statusCode).toBe(200);
    expect(await queues()).toEqual({
      pending: { [suspendedPending.id]: true, [otherPending.id]: false },
      reported: { [suspendedReported.id]: true, [otherReported.id]: false },
      proofs: { [suspendedProof.id]: true, [strangerProof.id]: false },
    });

    expect((await suspend(people.owner.id, false)).statusCode).toBe(200);
    expect((await queues()).proofs).toEqual({ [suspendedProof.id]: false, [strangerProof.id]: false });
  });
});
