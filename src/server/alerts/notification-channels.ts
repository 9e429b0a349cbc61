import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { favoriteChangeMail } from './favorite-change-mail';
import type { Mailer } from '../mail/mailer';
import { searchAlertMail } from './search-alert-mail';
import { searchConfirmMail } from './search-confirm-mail';
import { searchAlertSms } from './search-alert-sms';
import type { SmsSender } from '../sms/sms-types';
import { spendAlertSms } from './alert-sms-budget';
import { emailChannel, smsChannel, type NotificationChannel } from './channels';

export interface ChannelDependencies {
  mailer: Mailer;
  sms: SmsSender;
  db: Db;
  log: FastifyBaseLogger;
  /** ALERT_SMS: off by default, and then no notification goes by SMS whatever a search asks. */
  alertSms: boolean;
  smsDailyCap: number;
}

/**
 * Every channel notifications go out by, wired once (`app.notificationChannels`): e-mail, with a
 * renderer for each kind, then SMS for saved searches' alerts when the server sends them (a search
 * opts in, docs/sms.md). E-mail comes first: an SMS that fails after it never makes the mail go
 * twice (`notify`). Whatever sends notifications stays as it is.
 */
export function createNotificationChannels(deps: ChannelDependencies): NotificationChannel[] {
  const email = emailChannel(deps.mailer, {
    'search-alert': searchAlertMail,
    'search-confirm': searchConfirmMail,
    'favorite-change': favoriteChangeMail,
  });
  if (!deps.alertSms) return [email];
  const sms = smsChannel(
    deps.sms,
    { 'search-alert': searchAlertSms },
    {
      log: deps.log,
      spend: async (userId) => {
        const refused = await spendAlertSms(deps.db, userId, deps.smsDailyCap);
        if (refused === 'server_daily_cap') deps.log.warn('SMS_DAILY_CAP: alert SMS stopped for today');
        return refused;
      },
    },
  );
  return [email, sms];
}
