import type { Language } from '../../shared/enums';
import { escapeHtml } from '../escape-html';
import type { Mail } from './mailer';

/** What a mail that asks its reader for one click says, in the reader's language. */
export interface LinkMailCopy {
  subject: string;
  /** The greeting first, then the message. */
  paragraphs: string[];
  /** The link's words: the HTML link's text, and the plain text's label before the address. */
  action: string;
  /** A line after the link, such as what to do if the reader did not ask for the mail. */
  note?: string;
}

/** A mail of paragraphs and one link, as plain text and simple HTML (the same words in both). */
export function linkMail(
  to: string,
  link: string,
  { subject, paragraphs, action, note }: LinkMailCopy,
): Mail {
  const after = note === undefined ? [] : [note];
  const text = `${[...paragraphs, `${action}: ${link}`, ...after].join('\n\n')}\n`;
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const html = [
    ...paragraphs.map(paragraph),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    ...after.map(paragraph),
  ].join('');
  return { to, subject, text, html };
}

/** Whom a mail greets by name, in their language. */
export interface MailReader {
  email: string;
  name: string;
  language: Language;
}

/** A greeted mail's words in one language: the body's blank lines part its paragraphs. */
export interface GreetedCopy {
  subject: string;
  body: string;
  action: string;
  note?: string;
}

/**
 * `linkMail` to a reader greeted by name ("প্রিয় …," or "Dear …,"), in the reader's language of the
 * two copies given.
 */
export function greetedLinkMail(
  reader: MailReader,
  link: string,
  copies: Record<Language, GreetedCopy>,
): Mail {
  const { subject, body, action, note } = copies[reader.language];
  const greeting = reader.language === 'bn' ? `প্রিয় ${reader.name},` : `Dear ${reader.name},`;
  return linkMail(reader.email, link, {
    subject,
    paragraphs: [greeting, ...body.split('\n\n')],
    action,
    ...(note !== undefined && { note }),
  });
}
