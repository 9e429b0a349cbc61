import { createHmac } from 'node:crypto';

/**
 * The form some values had before signing.ts (decision 020): an HMAC-SHA256 keyed with the server's
 * secret itself, under no purpose. Values made that way are still out there, so each purpose that
 * used it accepts it until the last such value has expired, counted from the release of the helper
 * (these dates assume it ships before 2027-01-01: move them if it ships later). Past its date an
 * old form is refused, and this file and its callers' fallbacks can go.
 */
export const OLD_FORM_ACCEPTED_UNTIL = {
  // Stored code hashes: a code works 10 minutes (OTP.validMinutes).
  'otp-code': new Date('2027-01-31T00:00:00Z'),
  // Device cookies: a browser keeps one 365 days (known-device.ts); a login renews it in the new form.
  'known-device': new Date('2028-01-31T00:00:00Z'),
  // Reports' address hashes: an open report counts until an admin resolves it; a report of the same
  // listing from the same address must still find it (one open report per reporter).
  'report-address': new Date('2027-06-30T00:00:00Z'),
} as const;

export type OldFormPurpose = keyof typeof OLD_FORM_ACCEPTED_UNTIL;

export const oldFormAccepted = (purpose: OldFormPurpose, now = new Date()): boolean =>
  now < OLD_FORM_ACCEPTED_UNTIL[purpose];

/** A value's signature in the old form. */
export const oldSignature = (secret: Uint8Array, text: string): Buffer =>
  createHmac('sha256', secret).update(text).digest();

/**
 * Listing visitors' hashes name a visitor for one day (listing_visits' key, which counts a visitor
 * once a day): days before this one keep the old form, so that no day mixes the two and counts a
 * visitor twice.
 */
export const LISTING_VISITOR_NEW_FORM_FROM_DAY = '2027-01-01';
