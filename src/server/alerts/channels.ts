import type { Language } from '../../shared/enums';
import type { Mail, Mailer } from '../mail/mailer';

// How alerts reach people (issue 18): a notification is data, and each channel renders it its own
// way. E-mail is the one channel today; SMS (phone accounts) is a channel more, added in this file's
// list and its own renderers, and nothing that sends alerts changes.

/** A listing as an alert shows it: photo, price, area and a link. */
export interface AlertListing {
  id: string;
  title: string;
  price: number;
  /** The rent's period, null for a sale. */
  rentPeriod: 'daily' | 'weekly' | 'monthly' | null;
  areaName: string;
  /** The cover photo's absolute address (its 1200 × 630 JPEG: every mail program draws it), null without photos. */
  photoUrl: string | null;
  /** The listing's page. */
  url: string;
}

export type Notification =
  /** Listings that match a saved search: one at once, or a day's in a digest. */
  | {
      kind: 'search-alert';
      searchName: string;
      listings: AlertListing[];
      /** Of those, the ones matched because their price fell under the search's maximum. */
      priceDropIds: string[];
      digest: boolean;
      /** The search page of the saved search, and the one-click unsubscribe (RFC 8058 POST target). */
      searchUrl: string;
      unsubscribeUrl: string;
      oneClickUnsubscribeUrl: string;
    }
  /** A visitor's first mail: nothing else is sent until its link is followed (double opt-in). */
  | { kind: 'search-confirm'; searchName: string; confirmUrl: string }
  /** A favourite's price fell, or it was rented or sold (opt-in). */
  | {
      kind: 'favorite-change';
      listing: AlertListing;
      change: { type: 'price'; previousPrice: number } | { type: 'closed'; status: 'sold' | 'rented' };
      favoritesUrl: string;
    };

export type NotificationKind = Notification['kind'];

/** Who a notification is for: what any channel may need to reach them, and their language. */
export interface Recipient {
  name: string | null;
  language: Language;
  email: string | null;
}

export interface NotificationChannel {
  readonly name: string;
  /** Whether this channel can reach the recipient at all (an address, a verified number…). */
  reaches(recipient: Recipient): boolean;
  send(recipient: Recipient, notification: Notification): Promise<void>;
}

/** A mail for each kind of notification, in the recipient's language. */
export type MailRenderers = {
  [K in NotificationKind]: (notification: Extract<Notification, { kind: K }>, recipient: Recipient) => Mail;
};

export function emailChannel(mailer: Mailer, renderers: MailRenderers): NotificationChannel {
  return {
    name: 'email',
    reaches: (recipient) => recipient.email !== null,
    async send(recipient, notification) {
      const render = renderers[notification.kind] as (n: Notification, r: Recipient) => Mail;
      await mailer.send(render(notification, recipient));
    },
  };
}

/**
 * Sends a notification by every channel that reaches the recipient; false when none does. A
 * channel's failure is thrown, so the job that sends it is retried.
 */
export async function notify(
  channels: NotificationChannel[],
  recipient: Recipient,
  notification: Notification,
): Promise<boolean> {
  const reaching = channels.filter((channel) => channel.reaches(recipient));
  for (const channel of reaching) await channel.send(recipient, notification);
  return reaching.length > 0;
}
