import { favoriteChangeMail } from '../mail/favorite-change-mail';
import type { Mailer } from '../mail/mailer';
import { searchAlertMail } from '../mail/search-alert-mail';
import { searchConfirmMail } from '../mail/search-confirm-mail';
import { emailChannel, type NotificationChannel } from './channels';

/**
 * Every channel notifications go out by, wired once (`app.notificationChannels`): e-mail, with a
 * renderer for each kind. SMS joins this list, with its own renderers, when phone accounts exist;
 * whatever sends notifications (`notify`) stays as it is.
 */
export function createNotificationChannels(mailer: Mailer): NotificationChannel[] {
  return [
    emailChannel(mailer, {
      'search-alert': searchAlertMail,
      'search-confirm': searchConfirmMail,
      'favorite-change': favoriteChangeMail,
    }),
  ];
}
