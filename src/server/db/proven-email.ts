import { sql } from 'drizzle-orm';
import { users } from './schema';

/**
 * An account's address as mail may use it: only once its owner proved it (a link, a reset); null
 * before, so a listing's, an alert's or a receipt's mail never reaches an address nobody proved
 * (docs/decisions/001-pre-account-takeover.md). Select it instead of `users.email` wherever a mail
 * goes to an account.
 */
export const provenEmail = sql<
  string | null
>`case when ${users.emailVerifiedAt} is not null then ${users.email} end`.as('proven_email');

/** The same rule for a user row already read. */
export const provenEmailOf = (user: { email: string | null; emailVerifiedAt: Date | null }) =>
  user.emailVerifiedAt ? user.email : null;
