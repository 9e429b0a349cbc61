import type { ContactMessage } from '../../shared/contact';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';

/** A visitor's message, for the site inbox; replying answers the visitor. */
export function contactMail(inbox: string, message: ContactMessage): Mail {
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Phone: ${message.phone ?? '-'}`,
    `Sent: ${message.createdAt}`,
  ];
  return {
    to: inbox,
    replyTo: message.email,
    subject: `Thikana contact: ${message.name}`,
    text: `${lines.join('\n')}\n\n${message.message}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p style="white-space:pre-line">${escapeHtml(message.message)}</p>`,
  };
}
