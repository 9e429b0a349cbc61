import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../shared/contact';
import { localDigits } from '../../../shared/format';
import { formatDate } from '../../../shared/format-date';
import { useLanguage } from '../../components/use-language';

/** Visitors' messages from the contact form, newest first, for the dashboard. */
export function ContactMessages({ messages }: { messages: ContactMessage[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const when = (iso: string) => formatDate(new Date(iso), language, 'dateTime');
  return (
    <ul className="flex flex-col gap-4">
      {messages.map((message) => (
        <li key={message._id}>
          <article
            aria-label={t('dashboard.messageFrom', { name: message.name })}
            className="rounded-2xl border border-stone-200 bg-white p-4"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold text-stone-900">{message.name}</h2>
              <p className="text-sm text-stone-600">
                {t('dashboard.sentOn', { date: when(message.createdAt) })}
              </p>
            </header>
            <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
              <a href={`mailto:${message.email}`} className="text-brand-dark underline">
                {message.email}
              </a>
              {message.phone && (
                <a href={`tel:${message.phone}`} className="text-brand-dark underline" dir="ltr">
                  {localDigits(message.phone, language)}
                </a>
              )}
            </p>
            <p className="mt-3 whitespace-pre-line text-stone-800">{message.message}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
