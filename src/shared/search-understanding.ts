import type { Category, PropertyType, Tenant } from './enums';
import { toAsciiDigits } from './format';
import places from './rajshahi-areas.json' with { type: 'json' };
import landmarks from './rajshahi-landmarks.json' with { type: 'json' };
import { MAX_KEYWORD_LENGTH, SEARCH_NUMBER_RANGES } from './search-numbers';
import { romanize } from './search-phonetic';
import * as words from './search-vocabulary';

/** The filters a search box can understand: the same names and values as the filter panel's. */
export interface UnderstoodFilters {
  category?: Category;
  property_type?: PropertyType;
  tenant?: Tenant;
  area?: string;
  city?: string;
  bedrooms?: number;
  min_price?: number;
  max_price?: number;
  /** "cheap": the cheapest first. */
  sort?: 'price_asc';
  /** "owners only", "no broker", "দালাল ছাড়া": no agent's listings. */
  owners_only?: true;
  /** "near RUET", "রাবির কাছে", "medical college er pashe": a landmark's slug (rajshahi-landmarks.json). */
  near?: string;
}
export type UnderstoodFilter = keyof UnderstoodFilters;

export interface Understanding {
  filters: UnderstoodFilters;
  /** What is left to search for as words, as it was typed. */
  rest: string;
}

/**
 * Reads what people type into the search box ("flat for rent in Kajla under 15k", "উপশহরে ২ রুমের
 * বাসা ১৫ হাজারের মধ্যে", "dokan vara saheb bazar") as the filters it means, and the words left.
 * Pure: the same text always gives the same answer, in the browser and on the server.
 */
export function understandQuery(text: string): Understanding {
  // Longer than the search box takes: not a search anyone typed, and not worth the work.
  if (text.length > MAX_KEYWORD_LENGTH) return { filters: {}, rest: text };
  return new Reader(splitCompounds(tokenize(text))).read();
}

/**
 * A word left to search for, with the other spellings it has in the listings: "mess" is also
 * "মেস", "রুয়েটের" is also "রুয়েট" and "ruet", "৩" is also "3". Any of them, or a word they begin,
 * will do.
 */
export function alikeWords(word: string): string[] {
  const norm = normalize(word);
  // As typed too: a listing may hold a letter in another Unicode form, or its digits in Bengali.
  const found = new Set([word.toLowerCase(), norm]);
  for (const stem of /[\u0980-\u09ff]/.test(norm) ? stems(norm) : [norm]) {
    // A short stem would begin too many other words: শহ is in শহীদ as much as in শহর.
    if ([...stem].length < 3) continue;
    found.add(stem);
    for (const alike of SAME_WORDS.get(stem) ?? []) found.add(alike);
  }
  return [...found];
}

/**
 * The filters a keyword adds to a search, and the words left of it. A filter the search already
 * sets stays as it is: what the visitor chose in the panel wins over what the words seem to mean.
 */
export function understandKeyword(
  keyword: string,
  alreadySet: (filter: UnderstoodFilter) => boolean,
): Understanding {
  const { filters, rest } = understandQuery(keyword);
  const added = Object.fromEntries(
    Object.entries(filters).filter(([name]) => !alreadySet(name as UnderstoodFilter)),
  ) as UnderstoodFilters;
  return { filters: added, rest };
}

/**
 * A search's parameters with its keyword read: the filters it names that the search does not set
 * already, and what is left of it as the keyword. What the server searches and names a page by.
 */
export function withKeywordUnderstood<Q extends { keyword?: string | undefined }>(query: Q): Q {
  if (!query.keyword) return query;
  const given = query as Record<string, unknown>;
  const { filters, rest } = understandKeyword(
    query.keyword,
    (filter) => given[filter] !== undefined && given[filter] !== '',
  );
  return { ...query, ...filters, keyword: rest || undefined };
}

// ——— Words ———

export interface Token {
  /** As typed, to search for when it means nothing else. */
  raw: string;
  /** Lower case, NFC, ASCII digits, no joiners: what is compared. */
  norm: string;
  /** Set for a number ("15,000", "১৫", "1.5"). */
  value?: number;
  /** Written right after the one before ("20k", "2BHK"), to be given back as one word. */
  glued: boolean;
  /** A number written in groups of three digits with spaces. */
  grouped?: boolean;
}

// A number with its grouping ("15,000", "1,00,000", "1.5"), a run of letters and marks, or a sign.
const TOKEN = /[0-9০-৯]+(?:[.,][0-9০-৯]+)*|[\p{L}\p{M}]+|[-–—<>≤≥+৳/]/gu;
/**
 * What is compared: NFC, lower case, ASCII digits, no zero-width joiners, and one form of each
 * Bengali letter Unicode writes two ways (ড়, ঢ়, য় precomposed or as a letter and a nukta: NFC
 * already gives the latter, and a few keyboards type the nukta before the vowel sign).
 */
export function normalize(text: string): string {
  return toAsciiDigits(
    text
      .normalize('NFC')
      .replace(/[\u200b-\u200d\u00ad\ufeff]/g, '')
      .replace(/([ডঢয])([\u09be-\u09cc])\u09bc/g, '$1\u09bc$2')
      .toLowerCase(),
  ).replace(/[–—]/g, '-');
}

/**
 * A word's spelling folded to how it sounds, for forgiving comparison: in Latin letters no doubled
 * letters and one letter for bh/v, sh/s, ph/f, z/j, ee/i, oo/u, w/o, ck/k; in Bengali one of ি/ী,
 * ু/ূ, শ/ষ/স, ন/ণ, জ/য, ড়/র, no চন্দ্রবিন্দু and no য-ফলা. "flaat" is "flat", "bhada" "vada",
 * "বাড়ী" "বারি".
 */
export function foldSpelling(word: string): string {
  if (/[\u0980-\u09ff]/.test(word))
    return word
      .replace(/\u09c0/g, '\u09bf')
      .replace(/\u09c2/g, '\u09c1')
      .replace(/[শষ]/g, 'স')
      .replace(/ণ/g, 'ন')
      .replace(/য(?!\u09bc)/g, 'জ')
      .replace(/[\u09a1\u09a2]\u09bc|\u09dc|\u09dd/g, 'র')
      .replace(/\u0981/g, '')
      .replace(/\u09cd(?:য|জ)/g, '');
  return word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ck/g, 'k')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/bh/g, 'v')
    .replace(/sh/g, 's')
    .replace(/ph/g, 'f')
    .replace(/z/g, 'j')
    .replace(/w/g, 'o')
    .replace(/([a-z])\1+/g, '$1');
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let lastEnd = -1;
  // Joiners inside a word (ফ্‍ল্যাট) would cut it in two.
  for (const { 0: raw, index } of text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u00ad\ufeff]/g, '')
    .matchAll(TOKEN)) {
    const norm = normalize(raw);
    const digits = /^[0-9]/.test(norm) ? norm.replace(/,/g, '') : null;
    const glued = index === lastEnd;
    lastEnd = index + raw.length;
    const token: Token =
      digits === null ? { raw, norm, glued } : { raw, norm: digits, value: Number(digits), glued };
    // "15 000", "1 500 000" (as the app writes prices): a group of three digits continues a short
    // number, or a number made of such groups.
    const last = tokens.at(-1);
    if (
      token.value !== undefined &&
      /^\d{3}$/.test(token.norm) &&
      last?.value !== undefined &&
      (/^\d{1,3}$/.test(last.norm) || last.grouped)
    ) {
      last.raw += ` ${raw}`;
      last.norm += token.norm;
      last.value = Number(last.norm);
      last.grouped = true;
    } else tokens.push(token);
  }
  return tokens;
}

const list = (phrases: string) =>
  phrases
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
const phraseTokens = (phrase: string) => tokenize(phrase).map((token) => token.norm);

// ——— The lexicon: every phrase of the vocabulary and of the place names, with what it means ———

type PhraseFilter = 'category' | 'property_type' | 'tenant' | 'area' | 'city' | 'near';
export type Meaning =
  | { kind: 'filter'; filter: PhraseFilter; value: string }
  | { kind: 'filters'; filters: Array<{ filter: PhraseFilter; value: string }> }
  | { kind: 'unit'; factor: number }
  | { kind: 'rooms' | 'size' | 'filler' | 'cheap' | 'owners' }
  | { kind: 'limit'; limit: words.PriceLimit };
type Kind = Meaning['kind'];

interface Entry {
  tokens: string[];
  meaning: Meaning;
  /** As the vocabulary or the place names write it: what a suggestion offers (search-spelling.ts). */
  phrase: string;
}

const ENTRIES: Entry[] = [];
function learn(phrases: string[], meaning: Meaning) {
  for (const phrase of phrases) {
    const tokens = phraseTokens(phrase);
    if (tokens.length === 0) continue;
    ENTRIES.push({ tokens, meaning, phrase });
    // "to let" is also typed "tolet", "saheb bazar" "sahebbazar".
    if (tokens.length > 1) ENTRIES.push({ tokens: [tokens.join('')], meaning, phrase });
  }
}
const filterMeaning = (filter: PhraseFilter, value: string) => ({ kind: 'filter', filter, value }) as const;

for (const [value, phrases] of Object.entries(words.CATEGORY_WORDS))
  learn(phrases ?? [], filterMeaning('category', value));
for (const [value, phrases] of Object.entries(words.DEAL_WORDS))
  learn(phrases ?? [], filterMeaning('property_type', value));
for (const [value, phrases] of Object.entries(words.TENANT_WORDS))
  learn(phrases ?? [], filterMeaning('tenant', value));
for (const { words: phrases, filters } of words.SEVERAL_WORDS)
  learn(phrases, {
    kind: 'filters',
    filters: Object.entries(filters).map(([filter, value]) => ({ filter: filter as PhraseFilter, value })),
  });
// Areas that share a name (the Paba thana and upazila) are one place to a reader: the shortest slug
// stands for them all, as in the filter panel (web/lib/area-choices.ts) and the API (placeIds).
const AREAS = [...places.neighbourhoods, ...places.thanas, ...places.upazilas].sort(
  (a, b) => a.slug.length - b.slug.length,
);
const learntNames = new Set<string>();
for (const area of AREAS) {
  if (learntNames.has(area.en)) continue;
  learntNames.add(area.en);
  const alternatives = 'alt_en' in area && Array.isArray(area.alt_en) ? (area.alt_en as string[]) : [];
  const names = [area.en, area.bn, ...alternatives];
  learn([...names, ...(words.PLACE_WORDS[area.slug] ?? [])], filterMeaning('area', area.slug));
}
learn([places.city.en, places.city.bn, ...(words.CITY_WORDS[places.city.slug] ?? [])], {
  kind: 'filter',
  filter: 'city',
  value: places.city.slug,
});
// Landmarks by their names and other spellings: "RUET", "রাবি", "medical college". A landmark named
// with a place in it ("Shiroil bus terminal") is the longer phrase, so it wins over the area.
for (const landmark of landmarks.landmarks)
  learn(
    [landmark.name, landmark.name_bn, ...landmark.spellings, ...(words.LANDMARK_WORDS[landmark.slug] ?? [])],
    filterMeaning('near', landmark.slug),
  );
for (const [factor, phrases] of Object.entries(words.AMOUNT_UNITS))
  learn(phrases ?? [], { kind: 'unit', factor: Number(factor) });
learn(words.ROOM_WORDS, { kind: 'rooms' });
learn(words.SIZE_WORDS, { kind: 'size' });
for (const [limit, phrases] of Object.entries(words.PRICE_LIMITS) as Array<[words.PriceLimit, string[]]>)
  learn(phrases, { kind: 'limit', limit });
learn(words.FILLER_WORDS, { kind: 'filler' });
learn(words.CHEAP_WORDS, { kind: 'cheap' });
learn(words.OWNER_WORDS, { kind: 'owners' });

const BY_FIRST_TOKEN = new Map<string, Entry[]>();
for (const entry of ENTRIES) {
  const first = entry.tokens[0] ?? '';
  BY_FIRST_TOKEN.set(first, [...(BY_FIRST_TOKEN.get(first) ?? []), entry]);
}
const NUMBER_WORDS = new Map(Object.entries(words.NUMBER_WORDS).map(([word, n]) => [normalize(word), n]));
const ENDINGS = {
  bengali: words.WORD_ENDINGS.bengali.map(normalize),
  latin: words.WORD_ENDINGS.latin,
};
// Words looked for in their folded spelling and with a letter or two wrong: the filters' words
// and the amounts' (units and limits), one word long. "storey" and the like are never corrected.
const NEAR_KINDS: Kind[] = ['filter', 'filters', 'unit', 'limit'];
export const NEAR_WORDS = ENTRIES.filter(
  (entry) => entry.tokens.length === 1 && NEAR_KINDS.includes(entry.meaning.kind),
).map((entry) => ({
  meaning: entry.meaning,
  phrase: entry.phrase,
  word: entry.tokens[0] ?? '',
  folded: foldSpelling(entry.tokens[0] ?? ''),
}));
// The Bengali ones as Banglish writes them (search-phonetic.ts), looked for in Latin-letter words:
// "bhara" is found as ভাড়া, "dokan" as দোকান, so one entry serves both scripts. Not places, whose
// Latin names are learnt already (a sound-alike "bhodro", decent, is no ভদ্রা), and with no more
// letters wrong than the shorter of the two allows. Not words of three letters either: English
// has too many like them ("site" and "sheet" are no সিট, "sit").
const isPlace = (meaning: Meaning) =>
  meaning.kind === 'filter' && ['area', 'city', 'near'].includes(meaning.filter);
const SPOKEN_WORDS = NEAR_WORDS.filter(
  (entry) => /[\u0980-\u09ff]/.test(entry.word) && !isPlace(entry.meaning),
)
  .map((entry) => {
    const latin = romanize(entry.word);
    return { ...entry, folded: foldSpelling(latin), allowed: allowedEdits(latin) };
  })
  .filter((entry) => entry.folded.length >= 4);
export const DISTINCT_WORDS = new Set(words.DISTINCT_WORDS.map(normalize));

// Single words of the vocabulary that a Bengali compound may be made of: "দোকানভাড়া" is দোকান + ভাড়া.
const COMPOUND_PARTS = new Map(
  ENTRIES.filter(
    (entry) => entry.tokens.length === 1 && ['filter', 'filters'].includes(entry.meaning.kind),
  ).map((entry) => [entry.tokens[0] ?? '', entry.meaning]),
);
/** The filters a meaning sets. */
const filtersOf = (meaning: Meaning | undefined): string[] =>
  meaning?.kind === 'filter'
    ? [meaning.filter]
    : meaning?.kind === 'filters'
      ? meaning.filters.map(({ filter }) => filter)
      : [];
// Where a Bengali word cannot be cut: before a vowel sign, a hasanta, a nukta or another mark.
const BENGALI_MARK = /^[\u0981-\u0983\u09bc\u09be-\u09cd\u09d7]/;

/**
 * Bengali words written together that the vocabulary knows apart ("দোকানভাড়া", "ফ্ল্যাটভাড়ায়"), as
 * the two words, the second glued to the first (kept as words, they are given back as one): the
 * longest known first part whose rest is a known word, with or without an ending, the two setting
 * different filters ("বাসাবাড়ি", a flat and a house, is one word for a home, not two kinds).
 */
function splitCompounds(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => {
    const letters = [...token.norm];
    if (token.value !== undefined || !/[\u0980-\u09ff]/.test(token.norm) || letters.length < 5)
      return [token];
    if (stems(token.norm).some((stem) => BY_FIRST_TOKEN.has(stem))) return [token];
    for (let cut = letters.length - 2; cut >= 2; cut--) {
      const first = letters.slice(0, cut).join('');
      const rest = letters.slice(cut).join('');
      if (BENGALI_MARK.test(rest) || !COMPOUND_PARTS.has(first)) continue;
      const second = stems(rest).find((stem) => COMPOUND_PARTS.has(stem));
      if (second === undefined) continue;
      const firstSets = filtersOf(COMPOUND_PARTS.get(first));
      if (filtersOf(COMPOUND_PARTS.get(second)).some((filter) => firstSets.includes(filter))) continue;
      const rawCut = token.raw.length - rest.length;
      return [
        { raw: token.raw.slice(0, rawCut), norm: first, glued: token.glued },
        { raw: token.raw.slice(rawCut), norm: rest, glued: true },
      ];
    }
    return [token];
  });
}

/**
 * How many letters a word of this length may have wrong and still be a vocabulary word (decision
 * 029). In Latin letters: none up to four letters ("rest" is no "rent", "stop" no "shop"), one from
 * five, two from eight. In Bengali, where a vowel sign is a character of its own and the usual
 * slip: none up to three characters, one from four, two from eight.
 */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (/[\u0980-\u09ff]/.test(word)) return length >= 8 ? 2 : length >= 4 ? 1 : 0;
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}
const SAME_WORDS = new Map<string, string[]>();
for (const line of words.SAME_WORDS) {
  const spellings = list(line).map(normalize);
  for (const spelling of spellings) SAME_WORDS.set(spelling, spellings);
}
const TENANTS_TOGETHER = words.TENANTS_TOGETHER.flatMap(([a, b, both]) => [
  [a, b, both],
  [b, a, both],
]);

let known: Set<string> | undefined;
/**
 * Whether a word (normalised) is, in its folded spelling, one search knows: a word of any phrase of
 * the vocabulary, the place or landmark names, a number word, a word with other spellings
 * (SAME_WORDS) or a `distinct` one. Such a word is no misspelling.
 */
export function isKnownWord(word: string): boolean {
  known ??= new Set(
    [
      ...ENTRIES.flatMap((entry) => entry.tokens),
      ...NUMBER_WORDS.keys(),
      ...SAME_WORDS.keys(),
      ...DISTINCT_WORDS,
    ].map(foldSpelling),
  );
  return known.has(foldSpelling(word));
}

/** The word and the words it may be with an ending taken off: "উপশহরে" → "উপশহর", "kajlay" → "kajla". */
export function stems(word: string): string[] {
  const bengali = /[\u0980-\u09ff]/.test(word);
  const found = [word];
  for (const ending of bengali ? ENDINGS.bengali : ENDINGS.latin) {
    const stem = word.slice(0, -ending.length);
    if (stem.length < 2 || !word.endsWith(ending)) continue;
    const last = stem.at(-1) ?? '';
    // Words of Bengali end in a, i, o or u, hardly ever in e, which is itself an ending.
    const follows = /^[aeiou]/.test(ending) ? !/[aeiou]/.test(last) : /[aiou]/.test(last);
    if (bengali || follows) found.push(stem);
  }
  return found;
}

// ——— Reading ———

type Direction = 'max' | 'min' | 'around';
const LIMITS_BEFORE: Partial<Record<words.PriceLimit, Direction>> = {
  maxBefore: 'max',
  minBefore: 'min',
  aroundBefore: 'around',
};
const LIMITS_AFTER: Partial<Record<words.PriceLimit, Direction>> = {
  maxAfter: 'max',
  minAfter: 'min',
  aroundAfter: 'around',
};
/** "around 10k", "প্রায় ৫০ লাখ": this much either side. */
const AROUND = 0.15;
const MAX_PRICE = SEARCH_NUMBER_RANGES.max_price.max;
const MAX_ROOMS = SEARCH_NUMBER_RANGES.bedrooms.max;
const LAKH = 100_000;
interface Amount {
  value: number;
  unit: number | null;
  end: number;
}

class Reader {
  private readonly filters: UnderstoodFilters = {};
  private readonly unsure = new Set<UnderstoodFilter>();
  /** The tokens left to search for as words. */
  private readonly kept = new Set<number>();
  private i = 0;
  /** Set by "under", "above"… and spent by the amount right after it. */
  private limit: Direction | null = null;
  private saidLakhs = false;

  constructor(private readonly tokens: Token[]) {}

  read(): Understanding {
    while (this.i < this.tokens.length) {
      const limit = this.limit;
      // "under 15000" and "under the 15000": a filler does not spend the limit.
      if (!this.step() && limit === this.limit) this.limit = null;
    }
    const { min_price: min, max_price: max } = this.filters;
    if (min !== undefined && max !== undefined && min > max)
      Object.assign(this.filters, { min_price: max, max_price: min });
    // An amount in lakh or crore is a price to buy at ("জমি ৫০ লাখের মধ্যে"), unless a deal was said.
    if (this.saidLakhs && !this.unsure.has('property_type')) this.filters.property_type ??= 'sell';
    return { filters: this.filters, rest: this.restText() };
  }

  /** Reads what starts at the current token; true when that was a filler. */
  private step(): boolean {
    const token = this.tokens[this.i] as Token;
    if (
      token.value !== undefined ||
      (NUMBER_WORDS.has(token.norm) && (this.roomsAfter(this.i + 1) !== null || this.unitAt(this.i + 1)))
    ) {
      this.readNumber();
      return false;
    }
    const match =
      this.match(this.i, [
        'filter',
        'filters',
        'filler',
        'cheap',
        'owners',
        'limit',
        'unit',
        'rooms',
        'size',
      ]) ?? this.nearWord();
    const end = match?.end ?? this.i + 1;
    const meaning = match?.meaning;
    if (meaning?.kind === 'filter') this.set(meaning.filter, meaning.value);
    else if (meaning?.kind === 'filters')
      for (const { filter, value } of meaning.filters) this.set(filter, value);
    else if (meaning?.kind === 'cheap') this.set('sort', 'price_asc');
    else if (meaning?.kind === 'owners') this.set('owners_only', true);
    else if (meaning?.kind === 'limit' && meaning.limit in LIMITS_BEFORE)
      this.limit = LIMITS_BEFORE[meaning.limit] ?? null;
    // An unknown word, and a room or size word on its own ("room", "katha"), are words to search for.
    else if (!meaning || meaning.kind === 'rooms' || meaning.kind === 'size') this.keep(this.i, end);
    this.i = end;
    return meaning?.kind === 'filler';
  }

  private restText(): string {
    let text = '';
    for (const [index, token] of this.tokens.entries()) {
      if (!this.kept.has(index)) continue;
      const joined = token.glued && this.kept.has(index - 1);
      text += (text && !joined ? ' ' : '') + token.raw;
    }
    return text;
  }

  /** A number: rooms ("2 bed"), a size ("5 katha", kept as words), a price, a price range. */
  private readNumber() {
    const start = this.i;
    const first = this.tokens[start] as Token;
    const count = this.numberAt(start) ?? 0;
    const rooms = this.roomsAfter(start + 1);
    if (rooms !== null) {
      this.setRooms(count);
      this.i = rooms;
      return;
    }
    const size = this.match(this.skipDash(start + 1), ['size']);
    if (size) {
      this.keep(start, size.end);
      this.i = size.end;
      return;
    }
    const from = this.amount(start);
    const to = this.rangeEnd(from.end);
    const roomsRange = to && this.roomsAfter(to.end);
    if (to && roomsRange) {
      // "2-3 bed": at least the fewer.
      this.setRooms(from.value);
      this.i = roomsRange;
      return;
    }
    const after = this.limitAfter((to ?? from).end);
    const direction = after?.direction ?? this.limit;
    // "10-15 hajar": the unit said once counts for both ends.
    const low = Math.round(from.value * (from.unit ?? to?.unit ?? 1));
    const high = to ? Math.round(to.value * (to.unit ?? 1)) : low;
    // A bare small number is a word ("sector 3", "2-3"), a long one starting with 0 a phone number,
    // and one beyond any price a word too.
    const isPrice =
      (direction !== null ||
        from.unit !== null ||
        to?.unit != null ||
        (high >= 1000 && !/^0/.test(first.norm))) &&
      Math.max(low, high) <= MAX_PRICE;
    const end = (to ?? from).end;
    if (isPrice && Math.max(from.unit ?? 0, to?.unit ?? 0) >= LAKH) this.saidLakhs = true;
    if (!isPrice) this.keep(start, end);
    else if (to) {
      this.set('min_price', Math.min(low, high));
      this.set('max_price', Math.max(low, high));
    } else if (direction === 'around') {
      this.set('min_price', Math.round(low * (1 - AROUND)));
      this.set('max_price', Math.round(low * (1 + AROUND)));
    }
    // A bare amount is a budget: "flat 15000", "20k".
    else this.set(direction === 'min' ? 'min_price' : 'max_price', low);
    this.i = isPrice ? (after?.end ?? end) : end;
  }

  private amount(at: number): Amount {
    const value = this.numberAt(at) ?? 0;
    const unit = this.unitAt(at + 1);
    if (!unit) return { value, unit: null, end: at + 1 };
    // "৫০ লক্ষ টাকার মধ্যে": the currency after the unit is part of the amount.
    const taka = unit.factor > 1 ? this.unitAt(unit.end) : null;
    return { value, unit: unit.factor, end: taka?.factor === 1 ? taka.end : unit.end };
  }

  /** A unit of amounts at a token ("k", "হাজারের", "lakh", "thausand"), or null. */
  private unitAt(at: number): { factor: number; end: number } | null {
    const unit = this.match(at, ['unit']) ?? this.nearWord(at, ['unit']);
    return unit?.meaning.kind === 'unit' ? { factor: unit.meaning.factor, end: unit.end } : null;
  }

  /** The number at a token, in digits or a word said before a unit or rooms ("দশ হাজার", "ek koti"). */
  private numberAt(at: number): number | undefined {
    const token = this.tokens[at];
    return token?.value ?? (token ? NUMBER_WORDS.get(token.norm) : undefined);
  }

  /** "- 15000", "to 15k", "থেকে ১৫ হাজার": the other end of a range. */
  private rangeEnd(at: number): Amount | null {
    const between = this.match(at, ['limit']);
    if (between?.meaning.kind !== 'limit' || between.meaning.limit !== 'between') return null;
    return this.numberAt(between.end) !== undefined ? this.amount(between.end) : null;
  }

  /** "এর মধ্যে", "er moddhe", "-এর বেশি": a limit said after the amount, fillers between. */
  private limitAfter(at: number): { direction: Direction; end: number } | null {
    let next = at;
    while (this.tokens[next]?.norm === '-' || this.match(next, ['filler'])) next++;
    const limit = this.match(next, ['limit']) ?? this.nearWord(next, ['limit']);
    if (limit?.meaning.kind !== 'limit') return null;
    const direction = LIMITS_AFTER[limit.meaning.limit];
    return direction ? { direction, end: limit.end } : null;
  }

  /** Where a room word after a number ends ("bed", "- bed", "রুমের"), or null. */
  private roomsAfter(at: number): number | null {
    return this.match(this.skipDash(at), ['rooms'])?.end ?? null;
  }

  private skipDash(at: number): number {
    return this.tokens[at]?.norm === '-' ? at + 1 : at;
  }

  /** The longest phrase of the given kinds starting at a token; its last word may carry an ending. */
  private match(at: number, kinds: Kind[]): { meaning: Meaning; end: number } | null {
    const first = this.tokens[at];
    if (!first) return null;
    let best: { meaning: Meaning; end: number } | null = null;
    for (const stem of stems(first.norm))
      for (const entry of BY_FIRST_TOKEN.get(stem) ?? []) {
        if (!kinds.includes(entry.meaning.kind)) continue;
        const end = at + entry.tokens.length;
        if (best && end <= best.end) continue;
        if (this.phraseAt(at, entry.tokens, stem)) best = { meaning: entry.meaning, end };
      }
    return best;
  }

  private phraseAt(at: number, phrase: string[], firstStem: string): boolean {
    return phrase.every((word, k) => {
      const token = this.tokens[at + k];
      if (!token) return false;
      if (k === 0) return phrase.length === 1 ? word === firstStem : word === token.norm;
      return k === phrase.length - 1 ? stems(token.norm).includes(word) : word === token.norm;
    });
  }

  /**
   * A word spelt another way or with a letter or two wrong ("flaat", "bhada", "Uposohr",
   * "Shahebbazaar", "apartmnt", "অফিছ"), alone or as two words; with its ending, if any.
   */
  private nearWord(at = this.i, kinds: Kind[] = NEAR_KINDS): { meaning: Meaning; end: number } | null {
    const here = this.tokens[at];
    if (!here || here.value !== undefined || DISTINCT_WORDS.has(here.norm)) return null;
    const next = this.tokens[at + 1];
    // The start of a word ("ফ্ল্যা", "apartm") is searched as the start of a word, not guessed at.
    const started = NEAR_WORDS.some((entry) => entry.word.startsWith(here.norm));
    const tries = started ? [] : [{ text: here.norm, end: at + 1 }];
    if (next && next.value === undefined && /\p{L}/u.test(next.norm))
      tries.push({ text: here.norm + next.norm, end: at + 2 });
    for (const { text, end } of tries) {
      // Folded alike from four letters ("flaat", "barri"); a letter wrong from allowedEdits.
      if ([...text].length < 4) continue;
      const forms = stems(text).map((form) => ({ folded: foldSpelling(form), allowed: allowedEdits(form) }));
      const among: Array<(typeof NEAR_WORDS)[number] & { allowed?: number }> = /[a-z]/.test(text)
        ? [...NEAR_WORDS, ...SPOKEN_WORDS]
        : NEAR_WORDS;
      const found = among.flatMap((entry) => {
        if (!kinds.includes(entry.meaning.kind)) return [];
        const distances = forms.map(({ folded, allowed }) =>
          // The first letter is rarely the one wrong, and keeping it keeps far fewer guesses.
          folded[0] === entry.folded[0] ? editDistance(folded, entry.folded, allowed) : allowed + 1,
        );
        const distance = Math.min(...distances);
        const most = entry.allowed ?? Infinity;
        return distances.some((d, k) => d <= Math.min(forms[k]?.allowed ?? 0, most))
          ? [{ meaning: entry.meaning, distance }]
          : [];
      });
      const nearest = Math.min(...found.map((entry) => entry.distance));
      const meanings = new Set(
        found.filter((entry) => entry.distance === nearest).map((entry) => JSON.stringify(entry.meaning)),
      );
      // Only when the nearest words mean one thing: two meanings as near are a guess.
      if (meanings.size === 1 && found[0])
        return { meaning: JSON.parse([...meanings][0] as string) as Meaning, end };
    }
    return null;
  }

  private setRooms(count: number) {
    if (Number.isInteger(count) && count >= 1 && count <= MAX_ROOMS) this.set('bedrooms', count);
  }

  private keep(from: number, to: number) {
    for (let index = from; index < to; index++)
      if (/[\p{L}\p{N}]/u.test(this.tokens[index]?.raw ?? '')) this.kept.add(index);
  }

  /** Two different values for one filter ("flat or house") cancel out: neither is a sure reading. */
  private set<F extends UnderstoodFilter>(filter: F, value: UnderstoodFilters[F] | string) {
    if (this.unsure.has(filter)) return;
    const current = this.filters[filter];
    const together = TENANTS_TOGETHER.find(([a, b]) => filter === 'tenant' && a === current && b === value);
    if (current === undefined || together)
      (this.filters as Record<string, unknown>)[filter] = together?.[2] ?? value;
    else if (current !== value) {
      delete this.filters[filter];
      this.unsure.add(filter);
    }
  }
}

/** Levenshtein distance over code points, giving up (limit + 1) once it is past the limit. */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    if (Math.min(...row) > limit) return limit + 1;
    previous = row;
  }
  return previous[y.length] ?? limit + 1;
}
