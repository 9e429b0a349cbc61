import { and, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchWords } from '../db/schema';

// Turns what a visitor typed into a full-text query: every word must match, as a prefix, so
// "উপশহ" or "flat upos" already find results.
const MAX_WORDS = 8;
// A prefix that starts more words than this (one or two letters) is searched as a prefix after all.
const MAX_EXPANSION = 64;
// Above every character, so [prefix, prefix + LAST_CHAR) holds exactly the words starting with prefix.
const LAST_CHAR = String.fromCodePoint(0x10ffff);

/** The words of a keyword: only letters, marks and digits survive, lower-cased. */
export function keywordWords(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

/**
 * The keyword's words as a `tsquery` literal; null when no listing can match them (a word starts
 * no word of any listing). Each word becomes the list of whole words it starts (from
 * search_words): the full-text index looks those up directly, where a prefix match (`word:*`)
 * would scan and merge every word in its range.
 */
export async function keywordToTsquery(db: Db, words: string[]): Promise<string | null> {
  const expansions = await Promise.all(
    words.map(async (prefix) => {
      const rows = await db
        .select({ word: searchWords.word })
        .from(searchWords)
        .where(and(gte(searchWords.word, prefix), lt(searchWords.word, prefix + LAST_CHAR)))
        .orderBy(searchWords.word)
        .limit(MAX_EXPANSION + 1);
      return rows.map((row) => row.word);
    }),
  );
  if (expansions.some((whole) => whole.length === 0)) return null;
  return words
    .map((prefix, n) => {
      const whole = expansions[n] ?? [];
      return whole.length > MAX_EXPANSION ? `${quote(prefix)}:*` : `(${whole.map(quote).join(' | ')})`;
    })
    .join(' & ');
}

/** A lexeme as a tsquery literal: quoted, so nothing in it is read as query syntax. */
function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
