import type { Language, PropertyType } from '../../shared/enums';
import { localDigits } from '../../shared/format';
import { fitSms } from '../notices/fit-sms';

/**
 * An expiry reminder by SMS, in the owner's language (Bengali digits in Bengali): the title (cut to
 * what two segments leave), when the listing leaves, and the short links that renew it and mark it
 * rented or sold (`/l/<code>`, notices/listing-short-link.ts), each on a line of its own.
 */
export function expiryReminderSms(
  language: Language,
  reminder: { title: string; propertyType: PropertyType; daysBefore: number },
  links: { renew: string; close: string },
): string {
  const rent = reminder.propertyType === 'rent';
  const days = localDigits(String(reminder.daysBefore), language);
  return fitSms(
    (title) =>
      language === 'bn'
        ? `“${title}” ${reminder.daysBefore === 1 ? 'কাল' : `${days} দিনে`} সরে যাবে।\n` +
          `নবায়ন: ${links.renew}\n${rent ? 'ভাড়া হয়েছে' : 'বিক্রি হয়েছে'}: ${links.close}`
        : `Thikana: "${title}" expires ${reminder.daysBefore === 1 ? 'tomorrow' : `in ${days} days`}.\n` +
          `Renew: ${links.renew}\n${rent ? 'Rented' : 'Sold'}? ${links.close}`,
    reminder.title,
    language,
  );
}
