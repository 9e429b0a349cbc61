// Turns what a visitor typed into a full-text query: every word must match, as a prefix, so
// "উপশহ" or "flat upos" already find results. Only letters, marks and digits survive, so nothing
// typed can change the query's syntax.
const MAX_WORDS = 8;

export function keywordToTsquery(keyword: string): string | null {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
