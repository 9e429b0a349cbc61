import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DECLINE_AS_TEXT, type ModerationInput } from '../../shared/moderation';
import type { Property } from '../../shared/property';
import { AppError } from '../app-error';
import type { ListingEvents } from '../properties/listing-events';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { properties, propertyReports, users } from '../db/schema';
import { recordAdminAction } from '../audit/admin-actions';
import type { OwnerNotice, OwnerNotices } from '../notices/owner-notice';
import { decisionMail } from './decision-mail';
import { decisionSms } from './decision-sms';
import { hasPhotoMatches } from './evidence';
import type { Storage } from '../media/storage';
import { getProperty } from '../properties/get-property';
import type { ListingDays } from '../config/listing-days';
import { expiryFrom } from '../properties/listing-life';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DecisionContext {
  db: Db;
  storage: Storage;
  notices: OwnerNotices;
  publicUrl: string;
  listingDays: ListingDays;
  log: FastifyBaseLogger;
  events: ListingEvents;
}

/** What a decision needs of the app, for the request `log` it is made in. */
export function decisionContext(app: FastifyInstance, log: FastifyBaseLogger): DecisionContext {
  const { db, storage, ownerNotices, config, listingEvents } = app;
  return {
    db,
    storage,
    notices: ownerNotices,
    publicUrl: config.publicUrl,
    listingDays: config.listingDays,
    log,
    events: listingEvents,
  };
}

/**
 * Tells a listing's owner of a decision, by the ways their account has. The decision stands if the
 * notice cannot go out: the owner still sees it on /profile-post.
 */
export async function tellOwner(ctx: DecisionContext, ownerId: string, notice: OwnerNotice): Promise<void> {
  await ctx.notices.send(ownerId, notice, ctx.log);
}

/**
 * An admin approves a listing, or declines it with a reason (taking it down if it was public).
 * The decision, the acting admin (from the session) and the reason go into the audit trail; the
 * listing's open reports are closed; the owner is told in their language, by e-mail or SMS
 * (notices/owner-notice.ts).
 */
export async function decideProperty(
  ctx: DecisionContext,
  admin: Viewer,
  id: string,
  input: ModerationInput,
): Promise<Property> {
  if (input.property_status === 'declined' && !input.rejection_reason && !input.decline_as)
    throw new AppError('VALIDATION_FAILED', undefined, { rejection_reason: 'required' });
  // A listing whose photos are another account's is never approved without a look at the evidence.
  if (input.property_status === 'approved' && !input.evidence_seen && (await hasPhotoMatches(ctx.db, id)))
    throw new AppError('EVIDENCE_UNSEEN');
  const { before, ownerId, title, reason } = await ctx.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        status: properties.status,
        title: properties.title,
        userId: properties.userId,
        propertyType: properties.propertyType,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
    const reason = await reasonFor(tx, input, listing.userId);
    await tx
      .update(properties)
      .set({
        status: input.property_status,
        approvedRejectBy: admin.id,
        rejectionReason: reason,
        updatedAt: new Date(),
        // Approval starts the listing's public time; keeping a public listing leaves it as it was.
        ...(reason === null && listing.status !== 'approved'
          ? { expiresAt: expiryFrom(new Date(), listing.propertyType, ctx.listingDays) }
          : {}),
      })
      .where(eq(properties.id, id));
    // A public listing approved again is a reported one kept: its reports are dismissed below.
    const wasPublic = listing.status === 'approved';
    const action = reason === null ? (wasPublic ? 'keep' : 'approve') : wasPublic ? 'take_down' : 'decline';
    await recordAdminAction(tx, {
      action,
      by: admin,
      propertyId: id,
      propertyTitle: listing.title,
      accountId: listing.userId,
      reason,
    });
    await tx
      .update(propertyReports)
      .set({ resolvedAt: new Date(), resolvedBy: admin.id })
      .where(and(eq(propertyReports.propertyId, id), isNull(propertyReports.resolvedAt)));
    return { before: listing.status, ownerId: listing.userId, title: listing.title, reason };
  });
  if (before !== 'approved' && reason === null) await ctx.events.approved(id);
  // Keeping a public listing that was reported changes nothing the owner sees: no notice.
  if (!(before === 'approved' && reason === null)) {
    // The mail leads to the owner's listings, as its button says; the SMS, with room for one link,
    // to what the owner wants to see: the listing itself once approved, else where it is fixed.
    const mine = `${ctx.publicUrl}/profile-post`;
    const smsLink = reason === null ? `${ctx.publicUrl}/product/${id}` : mine;
    await tellOwner(ctx, ownerId, {
      kind: reason === null ? 'listing-approved' : 'listing-declined',
      mail: (owner) => decisionMail(owner, title, reason, mine),
      sms: (language) => decisionSms(language, title, reason, smsLink),
    });
  }
  return getProperty(ctx.db, ctx.storage, id, admin);
}

/**
 * The decline's words (null for an approval): the admin's, or a declined-as reason's in the owner's
 * language, since they go to the owner and stay on their listing.
 */
async function reasonFor(tx: Tx, input: ModerationInput, ownerId: string): Promise<string | null> {
  if (input.property_status !== 'declined') return null;
  if (!input.decline_as) return input.rejection_reason ?? null;
  const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, ownerId));
  return DECLINE_AS_TEXT[input.decline_as][owner?.language ?? 'bn'];
}
