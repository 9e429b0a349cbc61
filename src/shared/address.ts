import type { Language } from './enums';

/** An area or a city, named in both languages (the API's `placeSchema`). */
export interface NamedPlace {
  name: string;
  name_bn: string;
}

// Compiled once: a pattern made per place and per call cost a phone tens of milliseconds per page.
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
const LATIN_NAME = /^[\p{Script=Latin}\p{N}\s'.-]+$/u;

const isWordCharacter = (character: string | undefined) =>
  character !== undefined && WORD_CHARACTER.test(character);

/**
 * Whether `text` names the place, in English or in Bengali, as a word of its own: "Kazla" is not
 * named by "Kazlapara", but a Bengali name may carry a case ending ("উপশহরে", "উপশহরের").
 */
export function mentionsPlace(text: string, place: NamedPlace): boolean {
  const haystack = text.normalize('NFC').toLowerCase();
  return [place.name, place.name_bn].some((name) => {
    const needle = name.normalize('NFC').trim().toLowerCase();
    if (!needle) return false;
    const latin = LATIN_NAME.test(needle);
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      const before = at > 0 ? haystack[at - 1] : undefined;
      const after = haystack[at + needle.length];
      if (!isWordCharacter(before) && !(latin && isWordCharacter(after))) return true;
    }
    return false;
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
