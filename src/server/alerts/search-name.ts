import type { Language } from '../../shared/enums';
import { MAX_SEARCH_NAME_LENGTH } from '../../shared/saved-search-limits';

/** A name on one line: a mail's subject must not break, nor a list's row, whatever was typed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const UNNAMED: Record<Language, string> = { bn: 'সংরক্ষিত খোঁজ', en: 'Saved search' };

/** A saved search's name: the one given, else its keyword as typed, else a plain one in the reader's language. */
export function searchName(
  given: string | undefined,
  keyword: string | undefined,
  language: Language,
): string {
  const name = oneLine(given ?? keyword ?? '');
  return name ? [...name].slice(0, MAX_SEARCH_NAME_LENGTH).join('') : UNNAMED[language];
}
