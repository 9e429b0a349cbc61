import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CALL_REQUESTS_PER_LISTING_DAY,
  CALL_REQUESTS_PER_VISITOR_DAY,
  type callRequestInputSchema,
} from '../../shared/call-request';
import type { Language } from '../../shared/enums';
import { localDigits } from '../../shared/format';
import type { z } from 'zod';
import { AppError } from '../app-error';
import { sign } from '../auth/signing';
import { callRequests, properties } from '../db/schema';
import { clientKey } from '../plugins/rate-limit';
import { countCallback } from '../properties/count-callback';
import { publiclyVisible } from '../properties/visibility';
import { callRequestMail, callRequestSms } from './call-request-notice';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Call-back requests to one owner in any 24 hours that may each send an SMS. */
export const CALL_REQUEST_SMS_PER_OWNER_DAY = 10;

const REFUSED: Record<'visitor' | 'listing', Record<Language, string>> = {
  visitor: {
    bn: `আপনি আজ ${localDigits(String(CALL_REQUESTS_PER_VISITOR_DAY), 'bn')}টি কল ব্যাক অনুরোধ পাঠিয়েছেন, এর বেশি নয়। কাল আবার পাঠাতে পারবেন।`,
    en: `You have sent ${CALL_REQUESTS_PER_VISITOR_DAY} call-back requests today, the most a day. You can send more tomorrow.`,
  },
  listing: {
    bn: 'এই বিজ্ঞাপনের মালিক আজ অনেক অনুরোধ পেয়েছেন। সরাসরি কল করুন, অথবা কাল আবার চেষ্টা করুন।',
    en: 'This listing’s owner has had many requests today. Call them directly, or try again tomorrow.',
  },
};

/**
 * A visitor's request to be called back about a public listing: stored, counted as a contact in the
 * owner's statistics, and the owner told after the answer. At most CALL_REQUESTS_PER_VISITOR_DAY a
 * visitor (an account, or a client address) and CALL_REQUESTS_PER_LISTING_DAY a listing, in any 24
 * hours, counted from the requests themselves, so the limits hold on any number of instances.
 */
export async function createCallRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  propertyId: string,
  input: z.output<typeof callRequestInputSchema>,
  language: Language,
): Promise<string> {
  const { db } = app;
  const [listing] = await db
    .select({ id: properties.id, title: properties.title, userId: properties.userId })
    .from(properties)
    .where(and(eq(properties.id, propertyId), publiclyVisible(properties)));
  if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
  const { viewer } = request;
  // The owner asking themselves is no request: refused like a listing they cannot ask about.
  if (viewer?.id === listing.userId) throw new AppError('FORBIDDEN');

  const who = viewer ? `user:${viewer.id}` : `address:${clientKey(request)}`;
  const visitorHash = sign(app.sessionKeys.secret, 'call-request-visitor', who).toString('base64url');
  const dayAgo = new Date(Date.now() - DAY_MS);
  const id = await db.transaction(async (tx) => {
    // One at a time per listing and per visitor, so that two requests at once (to one listing, or
    // from one visitor to several) both see the count before them.
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, listing.id))
      .for('update');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`call-request:${visitorHash}`}))`);
    const [mine] = await tx
      .select({ n: count() })
      .from(callRequests)
      .where(and(eq(callRequests.visitorHash, visitorHash), gt(callRequests.createdAt, dayAgo)));
    const [theirs] = await tx
      .select({ n: count() })
      .from(callRequests)
      .where(and(eq(callRequests.propertyId, listing.id), gt(callRequests.createdAt, dayAgo)));
    if ((mine?.n ?? 0) >= CALL_REQUESTS_PER_VISITOR_DAY)
      throw new AppError('RATE_LIMITED', REFUSED.visitor[language]);
    if ((theirs?.n ?? 0) >= CALL_REQUESTS_PER_LISTING_DAY)
      throw new AppError('RATE_LIMITED', REFUSED.listing[language]);
    const [row] = await tx
      .insert(callRequests)
      .values({ propertyId: listing.id, visitorHash, ...input })
      .returning({ id: callRequests.id });
    return row!.id;
  });
  await countCallback(db, listing.id);
  // Anyone may ask, and each ask may cost an SMS: past CALL_REQUEST_SMS_PER_OWNER_DAY requests to
  // one owner in a day, the rest wait in the list (and a mail, for an owner with an address).
  const [today] = await db
    .select({ n: count() })
    .from(callRequests)
    .innerJoin(properties, eq(properties.id, callRequests.propertyId))
    .where(and(eq(properties.userId, listing.userId), gt(callRequests.createdAt, dayAgo)));
  const bySms = (today?.n ?? 0) <= CALL_REQUEST_SMS_PER_OWNER_DAY;
  app.background.afterResponse(reply, 'call-back request notice', async () => {
    const notice = {
      title: listing.title,
      name: input.name,
      phone: input.phone,
      when: input.when,
      message: input.message,
      link: `${app.config.publicUrl}/profile-post#call-requests`,
    };
    // By the ways the owner has and chose (e-mail, SMS or both); the request waits in their list anyway.
    await app.ownerNotices.send(listing.userId, {
      kind: 'call-request',
      mail: (owner) => callRequestMail(owner.email, notice, owner.language),
      ...(bySms && { sms: (language: Language) => callRequestSms(notice, language) }),
    });
  });
  return id;
}
