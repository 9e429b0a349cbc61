import type { Language } from '../../shared/enums';
import type { Place } from '../../shared/property';

/** An area or city in the language of the interface. */
export function placeName(place: Place, language: Language): string {
  return language === 'bn' ? place.name_bn : place.name;
}
