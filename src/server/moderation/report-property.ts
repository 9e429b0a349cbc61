import { and, countDistinct, eq, isNull } from 'drizzle-orm';
import { REPORTS_TO_HOLD } from '../../shared/enums';
import type { ReportInput } from '../../shared/moderation';
import { AppError } from '../app-error';
import type { Db } from '../db/client';
import { moderationActions, properties, propertyReports } from '../db/schema';
import { publiclyVisible } from '../properties/visibility';

/**
 * Records a visitor's report of a public listing. A second report from the same visitor only
 * counts once; when REPORTS_TO_HOLD different visitors have reported it, the listing goes back to
 * the review queue until an admin decides.
 */
export async function reportProperty(db: Db, id: string, reporterKey: string, input: ReportInput) {
  await db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ title: properties.title })
      .from(properties)
      .where(and(eq(properties.id, id), publiclyVisible()))
      .for('update');
    if (!listing) throw new AppError('PROPERTY_NOT_FOUND');
    await tx
      .insert(propertyReports)
      .values({ propertyId: id, reason: input.reason, details: input.details || null, reporterKey })
      .onConflictDoNothing();
    const [open] = await tx
      .select({ reporters: countDistinct(propertyReports.reporterKey) })
      .from(propertyReports)
      .where(and(eq(propertyReports.propertyId, id), isNull(propertyReports.resolvedAt)));
    if ((open?.reporters ?? 0) < REPORTS_TO_HOLD) return;
    await tx.update(properties).set({ status: 'pending' }).where(eq(properties.id, id));
    await tx.insert(moderationActions).values({
      propertyId: id,
      propertyTitle: listing.title,
      adminId: null,
      action: 'hold',
      reason: `${open?.reporters} open reports`,
    });
  });
}
