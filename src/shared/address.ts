import type { Language } from './enums';

/** An area or a city, named in both languages (the API's `placeSchema`). */
export interface NamedPlace {
  name: string;
  name_bn: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` names the place, in English or in Bengali, as a word of its own: "Kazla" is not
 * named by "Kazlapara", but a Bengali name may carry a case ending ("উপশহরে", "উপশহরের").
 */
export function mentionsPlace(text: string, place: NamedPlace): boolean {
  const haystack = text.normalize('NFC');
  return [place.name, place.name_bn].some((name) => {
    const needle = name.normalize('NFC').trim();
    if (!needle) return false;
    const latin = /^[\p{Script=Latin}\p{N}\s'.-]+$/u.test(needle);
    const end = latin ? '(?![\\p{L}\\p{M}\\p{N}])' : '';
    return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(needle)}${end}`, 'iu').test(haystack);
  });
}

/**
 * The address as a reader sees it: the street address, then each place (area, city) in the
 * reader's language, leaving out a place the street address already names in either language,
 * so "উপশহর সেক্টর ৩" does not read "উপশহর সেক্টর ৩, উপশহর, রাজশাহী".
 */
export function fullAddress(address: string, places: NamedPlace[], language: Language): string {
  const street = address.trim().replace(/[\s,]+$/u, '');
  const added = places
    .filter((place) => !mentionsPlace(street, place))
    .map((place) => (language === 'bn' ? place.name_bn : place.name));
  return [street, ...added].filter(Boolean).join(', ');
}
