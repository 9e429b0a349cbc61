import type { ContactMessage } from '../../shared/contact';
import type { Language } from '../../shared/enums';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';

const LANGUAGE_NAMES: Record<Language, string> = { bn: 'Bengali (বাংলা)', en: 'English' };

/**
 * A visitor's message, for the site inbox; replying answers the visitor, in the language named here
 * (the one they wrote from).
 */
export function contactMail(inbox: string, message: ContactMessage, language: Language): Mail {
  const lines = [
    `From: ${message.name} <${message.email}>`,
    `Phone: ${message.phone ?? '-'}`,
    `Sent: ${message.createdAt}`,
    `Answer in: ${LANGUAGE_NAMES[language]}`,
  ];
  return {
    to: inbox,
    replyTo: message.email,
    subject: `Thikana contact: ${message.name}`,
    text: `${lines.join('\n')}\n\n${message.message}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p style="white-space:pre-line">${escapeHtml(message.message)}</p>`,
  };
}

/**
 * Tells a logged-in user, in their account's language, that the message arrived and where the answer
 * will come. Nothing the form carried is repeated in it.
 */
export function contactReceiptMail(to: string, language: Language): Mail {
  const copy =
    language === 'bn'
      ? {
          subject: 'ঠিকানা: আপনার বার্তা পেয়েছি',
          body: 'ঠিকানায় লেখার জন্য ধন্যবাদ। আপনার বার্তা আমাদের কাছে পৌঁছেছে; আমরা এই ই-মেইল ঠিকানায় উত্তর দেব।',
          ignore: 'আপনি আমাদের না লিখে থাকলে এই ই-মেইলটি উপেক্ষা করুন।',
        }
      : {
          subject: 'Thikana: we received your message',
          body: 'Thank you for writing to Thikana. Your message has reached us; we will answer at this e-mail address.',
          ignore: 'If you did not write to us, ignore this e-mail.',
        };
  return {
    to,
    subject: copy.subject,
    text: `${copy.body}\n\n${copy.ignore}\n`,
    html: `<p>${escapeHtml(copy.body)}</p><p>${escapeHtml(copy.ignore)}</p>`,
  };
}
