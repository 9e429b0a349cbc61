import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { PROOF_KEEP_DAYS, PROOF_WAIT_DAYS } from '../../shared/ownership';
import type { ProofQueue } from '../../shared/ownership';
import type { Viewer } from '../auth/viewer';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { ownershipProofs, properties } from '../db/schema';
import { purgeJob } from '../jobs/purge-job';
import type { JobDefinition } from '../jobs/queue';
import type { Storage } from '../media/storage';
import { selectProperties, toPropertyJson } from '../properties/property-row';
import { suspendedOwners } from '../properties/suspended-owners';

const DAY_MS = 24 * 60 * 60 * 1000;
// The queue's page: proofs come a few a day, and an admin decides them one by one.
const QUEUE_PAGE = 50;

/** The proofs waiting for an admin, oldest first, each with its listing as admins see it. */
export async function proofQueue(db: Db, storage: Storage, admin: Viewer): Promise<ProofQueue> {
  const pending = eq(ownershipProofs.status, 'pending');
  const waiting = await db
    .select({ id: ownershipProofs.propertyId, contentType: ownershipProofs.contentType })
    .from(ownershipProofs)
    .where(pending)
    .orderBy(asc(ownershipProofs.sentAt))
    .limit(QUEUE_PAGE);
  const total = await db.$count(ownershipProofs, pending);
  if (waiting.length === 0) return { success: true, data: [], total };
  const rows = await selectProperties(db, admin.id, { isAdmin: true }).where(
    inArray(
      properties.id,
      waiting.map((proof) => proof.id),
    ),
  );
  const suspended = await suspendedOwners(
    db,
    rows.map((row) => row.p.userId),
  );
  const listings = new Map(rows.map((row) => [row.p.id, row]));
  const data = waiting.flatMap((proof) => {
    const row = listings.get(proof.id);
    return row
      ? [
          {
            listing: toPropertyJson(row, storage),
            content_type: proof.contentType,
            owner_suspended: suspended.has(row.p.userId),
          },
        ]
      : [];
  });
  return { success: true, data, total };
}

/** A proof's file, for an admin: 404 when there is none, or it was deleted after its decision. */
export async function readProof(db: Db, id: string) {
  const [proof] = await db
    .select({ contentType: ownershipProofs.contentType, file: ownershipProofs.file })
    .from(ownershipProofs)
    .where(eq(ownershipProofs.propertyId, id));
  if (!proof?.file) throw new AppError('PROOF_NOT_FOUND');
  return { contentType: proof.contentType, file: proof.file };
}

/**
 * Deletes the files of proofs decided more than PROOF_KEEP_DAYS ago (their decisions stay), and the
 * proofs left waiting PROOF_WAIT_DAYS (a listing gone, an admin who never came): how many went.
 */
export async function purgeProofs(db: Db, now = new Date()): Promise<number> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const cleared = await db
    .update(ownershipProofs)
    .set({ file: null })
    .where(and(isNotNull(ownershipProofs.file), lt(ownershipProofs.decidedAt, daysAgo(PROOF_KEEP_DAYS))))
    .returning({ id: ownershipProofs.propertyId });
  const dropped = await db
    .delete(ownershipProofs)
    .where(and(eq(ownershipProofs.status, 'pending'), lt(ownershipProofs.sentAt, daysAgo(PROOF_WAIT_DAYS))))
    .returning({ id: ownershipProofs.propertyId });
  return cleared.length + dropped.length;
}

export const purgeProofFilesJob = (db: Db): JobDefinition =>
  purgeJob('purge-ownership-proofs', '41 3 * * *', () => purgeProofs(db));
