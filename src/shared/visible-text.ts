/**
 * Characters that show nothing by themselves: whitespace of every kind (no-break, ideographic…),
 * Unicode's default-ignorable code points (zero-width space and joiners, direction marks,
 * embeddings, overrides and isolates, soft hyphen, byte-order mark, variation selectors, Hangul
 * fillers, tags), other format characters and controls, and the Braille blank.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/gu;

/** The text without its invisible characters. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '');

/** True when nothing of the text would show: empty, or only invisible characters. */
export const isInvisible = (text: string): boolean => withoutInvisible(text) === '';
