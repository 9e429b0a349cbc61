import {
  allowedEdits,
  DISTINCT_WORDS,
  editDistance,
  foldSpelling,
  isKnownWord,
  NEAR_WORDS,
  stems,
  tokenize,
  type Token,
} from './search-understanding';

type Candidate = (typeof NEAR_WORDS)[number];
let candidates: Candidate[] | undefined;

/**
 * "Did you mean": the keyword with each word search could not read put right, when it is a filter's
 * word, a place or a landmark with one letter more wrong than search corrects by itself
 * (`allowedEdits`): "Talaimory" is "Talaimari", "বিস্বভিদ্যালয়" "বিশ্ববিদ্যালয়". Null when no word is
 * that near. Offered when a search finds nothing (docs/search.md); the words it gives are read anew,
 * as a typed keyword is.
 */
export function suggestSpelling(keyword: string): string | null {
  // Only what sets a filter is offered: a unit or a limit alone ("hazar") would find nothing either.
  candidates ??= NEAR_WORDS.filter(({ meaning }) => meaning.kind === 'filter' || meaning.kind === 'filters');
  const tokens = tokenize(keyword);
  const words: string[] = [];
  let changed = false;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    const found = correction(tokens, i, candidates);
    const text = found?.phrase ?? token.raw;
    if (token.glued && words.length) words[words.length - 1] += text;
    else words.push(text);
    changed ||= found !== null;
    i = found?.end ?? i + 1;
  }
  return changed ? words.join(' ') : null;
}

const isWord = (token: Token | undefined): token is Token =>
  token !== undefined && token.value === undefined && /\p{L}/u.test(token.norm);

/** The one phrase a word (or a word and the next, written apart) is a misspelling of, or null. */
function correction(tokens: Token[], at: number, candidates: Candidate[]) {
  const here = tokens[at];
  if (!isWord(here)) return null;
  const next = tokens[at + 1];
  const tries = [{ text: here.norm, end: at + 1 }];
  if (isWord(next)) tries.push({ text: here.norm + next.norm, end: at + 2 });
  for (const { text, end } of tries) {
    const phrase = nearest(text, candidates);
    if (phrase) return { phrase, end };
  }
  return null;
}

function nearest(text: string, candidates: Candidate[]): string | null {
  const forms = stems(text);
  // A word search knows, or the start of one (searched as such), is no misspelling.
  if (forms.some((form) => DISTINCT_WORDS.has(form) || isKnownWord(form))) return null;
  if (candidates.some(({ word }) => word.startsWith(text))) return null;
  let best = Infinity;
  let near: Candidate[] = [];
  for (const form of forms) {
    const folded = foldSpelling(form);
    const own = allowedEdits(form);
    for (const candidate of candidates) {
      // As in search's own correction, the first letter is rarely the one wrong.
      if (candidate.folded[0] !== folded[0]) continue;
      const distance = editDistance(folded, candidate.folded, own + 1);
      // Near enough for search to read it itself: it did, or found it ambiguous. Nothing to offer.
      if (distance <= own) return null;
      // Counted by the shorter of the two, one letter looser than search: "floor" is not "flat"
      // with two letters wrong, nor "মাসের" "মেস"; a nukta is part of its letter (ড়, য়), not one.
      const allowed = Math.min(allowedEdits(letters(form)), allowedEdits(letters(candidate.word)));
      if (allowed === 0 || distance > allowed + 1 || distance > best) continue;
      // The usual slip is a vowel wrong or a letter left out, seldom another consonant: "bachlr" is
      // "bachelor", "tiled" not "to let", "ফলের" not "ফ্লেট".
      if (!within(consonants(folded), consonants(candidate.folded))) continue;
      if (distance < best) near = [];
      best = distance;
      near.push(candidate);
    }
  }
  // Two meanings as near are a guess: none is offered.
  const meanings = new Set(near.map(({ meaning }) => JSON.stringify(meaning)));
  return meanings.size === 1 ? (near[0]?.phrase ?? null) : null;
}

const letters = (word: string) => word.replace(/\u09bc/g, '');

/** A folded word without its vowels, vowel signs and hasanta: "bachelor" → "bchlr", "ফ্লাট" → "ফলট". */
const consonants = (folded: string) =>
  folded.replace(/[aeiouy\u0985-\u0994]|[\u09be-\u09cc]|\u09cd|\u09d7/gu, '');

/** Whether every letter of `part` is in `whole`, in order (a subsequence). */
function within(part: string, whole: string): boolean {
  const chars = [...whole];
  let at = 0;
  for (const char of part) {
    at = chars.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}
