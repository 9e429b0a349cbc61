import type { Property } from '../../../shared/property';

/** A listing has a phone when the owner gave a number; without one there is nothing to call. */
export function hasPhone(property: Property): boolean {
  return property.contact_number.trim() !== '';
}

/** wa.me wants the number in international form with digits only: "+8801712…" becomes "8801712…". */
export function whatsappHref(internationalNumber: string, message: string): string {
  return `https://wa.me/${internationalNumber.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
