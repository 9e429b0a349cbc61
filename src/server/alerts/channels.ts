import type { FastifyBaseLogger } from 'fastify';
import type { Category, Language, PropertyType } from '../../shared/enums';
import type { Mail, Mailer } from '../mail/mailer';
import { maskedPhone } from '../sms/masked-phone';
import type { SmsSender } from '../sms/sms-types';

// How alerts reach people (issue 18): a notification is data, and each channel renders it its own
// way: e-mail, and SMS for the kinds that have an SMS text (issue 19), wired in
// notification-channels.ts. What sends notifications does not know which channels there are.

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

/** What a saved search asks for, in values of the site's own vocabularies (nothing typed). */
export interface SearchOutline {
  deal: PropertyType | null;
  category: Category | null;
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
  /** Whether it has filters the outline leaves out (places, keyword, tenant, move-in month, owners only). */
  more: boolean;
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
      /** The search's short link (`/s/<code>`), for an SMS; null for a search that never had SMS on. */
      shortUrl: string | null;
      unsubscribeUrl: string;
      oneClickUnsubscribeUrl: string;
    }
  /**
   * A visitor's first mail: nothing else is sent until its link is followed (double opt-in). It goes
   * to an address nobody has proved, so it carries nothing a visitor wrote (the search's name or
   * keyword): only the filters the site can name in its own words.
   */
  | { kind: 'search-confirm'; search: SearchOutline; confirmUrl: string }
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
  /** The account (null for a visitor's subscription): what counts its SMS. */
  userId?: string | null;
  /**
   * A verified number this notification may go to by SMS: set only where the recipient asked for
   * it (a saved search's `sms`), null or absent otherwise.
   */
  smsPhone?: string | null;
}

/** A channel sent it, or chose not to (an SMS over its day's limit). */
export type ChannelOutcome = 'sent' | 'skipped';

export interface NotificationChannel {
  readonly name: string;
  /** Whether this channel can take this notification to the recipient (an address, a verified number…). */
  reaches(recipient: Recipient, notification: Notification): boolean;
  /** Throws when it failed, and says nothing of the recipient's address or number in its error. */
  send(recipient: Recipient, notification: Notification): Promise<ChannelOutcome>;
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
      return 'sent';
    },
  };
}

/** An SMS text for each kind of notification that goes by SMS; the others do not. */
export type SmsRenderers = {
  [K in NotificationKind]?: (
    notification: Extract<Notification, { kind: K }>,
    recipient: Recipient,
  ) => string;
};

export interface SmsChannelOptions {
  /**
   * Takes one SMS of the account's budget (a row per SMS, counted before it is sent), or says why
   * not: SMS cost money, so they are capped per account and per server (alert-sms-budget.ts).
   */
  spend: (userId: string) => Promise<string | null>;
  log: FastifyBaseLogger;
}

/**
 * SMS to a recipient's verified number, for the kinds with an SMS text. Over its budget the SMS is
 * skipped (logged with the reason alone); a failure is logged with the number masked and thrown.
 */
export function smsChannel(
  sender: SmsSender,
  renderers: SmsRenderers,
  { spend, log }: SmsChannelOptions,
): NotificationChannel {
  return {
    name: 'sms',
    reaches: (recipient, notification) =>
      Boolean(recipient.smsPhone && recipient.userId) && renderers[notification.kind] !== undefined,
    async send(recipient, notification) {
      const render = renderers[notification.kind] as ((n: Notification, r: Recipient) => string) | undefined;
      const to = recipient.smsPhone;
      if (!render || !to || !recipient.userId) return 'skipped';
      const refused = await spend(recipient.userId);
      if (refused) {
        log.info({ kind: notification.kind, reason: refused }, 'alert SMS skipped');
        return 'skipped';
      }
      try {
        await sender.send({ to, text: render(notification, recipient) });
      } catch (error) {
        log.warn({ err: error, kind: notification.kind, to: maskedPhone(to) }, 'alert SMS not sent');
        throw error;
      }
      return 'sent';
    },
  };
}

/** Which channels sent a notification, which chose not to, and which failed after another had sent it. */
export interface Delivery {
  sent: string[];
  skipped: string[];
  failed: string[];
}

/**
 * Sends a notification by every channel that reaches the recipient, in the channels' order (e-mail
 * first). A failure before any channel has sent it is thrown, so that the job retries the whole
 * notification and nobody hears it twice; a failure after one has (an SMS after its mail) is only
 * counted in `failed`, since a retry would send the rest again. Nothing sent: `sent` is empty.
 */
export async function notify(
  channels: NotificationChannel[],
  recipient: Recipient,
  notification: Notification,
): Promise<Delivery> {
  const delivery: Delivery = { sent: [], skipped: [], failed: [] };
  for (const channel of channels) {
    if (!channel.reaches(recipient, notification)) continue;
    try {
      const outcome = await channel.send(recipient, notification);
      delivery[outcome].push(channel.name);
    } catch (error) {
      if (delivery.sent.length === 0) throw error;
      delivery.failed.push(channel.name);
    }
  }
  return delivery;
}
