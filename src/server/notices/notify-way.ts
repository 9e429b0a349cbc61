import type { NotifyWay } from '../../shared/auth';

/** What of an account decides how owner notices reach it. */
export interface NoticeAccount {
  email: string | null;
  emailVerifiedAt: Date | null;
  phone: string | null;
  phoneVerifiedAt: Date | null;
  notify: NotifyWay | null;
}

/** The account's choice, or by default e-mail with a confirmed address and SMS otherwise. */
export function notifyWayOf(account: NoticeAccount): NotifyWay {
  return account.notify ?? (account.email !== null && account.emailVerifiedAt ? 'email' : 'sms');
}

/**
 * Why an account may not choose `way`: SMS need a verified number, e-mail a confirmed address
 * (docs/accounts.md); null when it may.
 */
export function notifyWayRefusal(
  way: NotifyWay,
  account: NoticeAccount,
): 'phone_not_verified' | 'email_not_confirmed' | null {
  if (way !== 'email' && (account.phone === null || !account.phoneVerifiedAt)) return 'phone_not_verified';
  if (way !== 'sms' && (account.email === null || !account.emailVerifiedAt)) return 'email_not_confirmed';
  return null;
}

/**
 * Where a notice goes now: the chosen ways the account still has (a number changed since is not
 * verified), or else whichever it has, so that a notice never goes nowhere while a way exists.
 */
export function noticeAddresses(account: NoticeAccount): { email: string | null; phone: string | null } {
  const email = account.emailVerifiedAt ? account.email : null;
  const phone = account.phoneVerifiedAt ? account.phone : null;
  const way = notifyWayOf(account);
  const wantEmail = way !== 'sms' || phone === null;
  const wantPhone = way !== 'email' || email === null;
  return { email: wantEmail ? email : null, phone: wantPhone ? phone : null };
}
