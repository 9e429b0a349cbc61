import { localDigits } from '../../shared/format';
import type { Notification, Recipient } from '../alerts/channels';
import { CONFIRM_TOKEN_DAYS } from '../alerts/alert-token';
import { oneLine } from '../alerts/search-name';
import { escapeHtml } from '../escape-html';
import type { Mail } from './mailer';

/**
 * A visitor's first and, until its link is followed, only mail (double opt-in), in the language of
 * the page they subscribed from. Anyone may type anyone's address: the mail says so, and that
 * ignoring it is enough.
 */
export function searchConfirmMail(
  notification: Extract<Notification, { kind: 'search-confirm' }>,
  recipient: Recipient,
): Mail {
  const bn = recipient.language === 'bn';
  const name = oneLine(notification.searchName);
  const days = localDigits(String(CONFIRM_TOKEN_DAYS), recipient.language);
  const copy = bn
    ? {
        subject: 'ঠিকানা: খোঁজের খবর পেতে ই-মেইল নিশ্চিত করুন',
        body: `ঠিকানায় কেউ (সম্ভবত আপনি) এই ঠিকানায় “${name}” খোঁজের সাথে মেলে এমন নতুন বিজ্ঞাপনের খবর পেতে চেয়েছেন। নিচের লিংকে গিয়ে নিশ্চিত করলে খবর পাঠানো শুরু হবে। লিংকটি ${days} দিন কাজ করবে।`,
        action: 'হ্যাঁ, খবর পাঠান',
        ignore: 'আপনি না চাইলে এই ই-মেইলটি উপেক্ষা করুন; আর কোনো ই-মেইল পাঠানো হবে না।',
      }
    : {
        subject: 'Thikana: confirm your search alerts',
        body: `Someone (probably you) asked Thikana to mail this address when new listings match the search “${name}”. Follow the link below to confirm, and the alerts start. The link works for ${days} days.`,
        action: 'Yes, send me alerts',
        ignore: 'If you did not ask for this, ignore this e-mail; nothing more will be sent.',
      };
  const text = `${copy.body}\n\n${copy.action}: ${notification.confirmUrl}\n\n${copy.ignore}\n`;
  const html =
    `<p>${escapeHtml(copy.body)}</p>` +
    `<p><a href="${escapeHtml(notification.confirmUrl)}">${escapeHtml(copy.action)}</a></p>` +
    `<p style="color:#555">${escapeHtml(copy.ignore)}</p>`;
  return { to: recipient.email ?? '', subject: copy.subject, text, html };
}
