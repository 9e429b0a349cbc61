import { sql } from 'drizzle-orm';
import { properties } from '../db/schema';

/**
 * What a write that may give a listing a new contact number sets besides: a new number is a new
 * owner (the flat was sold, or someone else now lets it), and the "owner verified" badge was the
 * last owner's (issue 32). Compared in the UPDATE itself, against the number it replaces.
 */
export function verificationAfterNumber(contactNumber: string | undefined) {
  if (contactNumber === undefined) return {};
  return {
    ownerVerifiedAt: sql`case when ${properties.contactNumber} = ${contactNumber}
      then ${properties.ownerVerifiedAt} end`,
  };
}
