import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { alikeWords } from '../../shared/search-understanding';
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
 * no word of any listing). Each word stands for its other spellings too (`alikeWords`: mess or মেস),
 * and each spelling for the list of whole words it starts (from search_words): the full-text index
 * looks those up directly, where a prefix match (`word:*`) would scan and merge every word in its
 * range.
 */
export async function keywordToTsquery(db: Db, words: string[]): Promise<string | null> {
  const spellings = words.map((word) => alikeWords(word));
  const starting = await wordsStarting(db, [...new Set(spellings.flat())]);
  // A word's spellings together count as one word: no more lexemes than one prefix may bring.
  const groups = spellings.map((alike) =>
    [...new Set(alike.flatMap((prefix) => starting.get(prefix) ?? []))].slice(0, MAX_EXPANSION),
  );
  if (groups.some((group) => group.length === 0)) return null;
  return groups.map((group) => `(${group.join(' | ')})`).join(' & ');
}

/**
 * For each prefix, the whole words of the listings it starts as tsquery terms (the prefix itself
 * when they are too many), all in one statement.
 */
async function wordsStarting(db: Db, prefixes: string[]): Promise<Map<string, string[]>> {
  const { rows } = wordRows.parse(
    await db.execute(sql`
      select p.prefix, w.word
      from unnest(array[${sql.join(
        prefixes.map((prefix) => sql`${prefix}`),
        sql`, `,
      )}]::text[]) as p(prefix)
      cross join lateral (
        select ${searchWords.word} as word from ${searchWords}
        where ${searchWords.word} >= p.prefix and ${searchWords.word} < p.prefix || ${LAST_CHAR}
        order by ${searchWords.word} limit ${MAX_EXPANSION + 1}
      ) as w`),
  );
  const found = new Map<string, string[]>();
  for (const { prefix, word } of rows) found.set(prefix, [...(found.get(prefix) ?? []), word]);
  for (const [prefix, whole] of found)
    found.set(prefix, whole.length > MAX_EXPANSION ? [`${quote(prefix)}:*`] : whole.map(quote));
  return found;
}

const wordRows = z.object({ rows: z.array(z.object({ prefix: z.string(), word: z.string() })) });

/** A lexeme as a tsquery literal: quoted, so nothing in it is read as query syntax. */
function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
