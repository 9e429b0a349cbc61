import type { Category, PropertyType, Tenant } from './enums';
import { toAsciiDigits } from './format';
import places from './rajshahi-areas.json' with { type: 'json' };
import { MAX_KEYWORD_LENGTH, SEARCH_NUMBER_RANGES } from './search-numbers';
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
  return new Reader(tokenize(text)).read();
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

interface Token {
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
function normalize(text: string): string {
  return toAsciiDigits(
    text
      .normalize('NFC')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      .toLowerCase(),
  ).replace(/[–—]/g, '-');
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let lastEnd = -1;
  for (const { 0: raw, index } of text.normalize('NFC').matchAll(TOKEN)) {
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

type Meaning =
  | { kind: 'filter'; filter: 'category' | 'property_type' | 'tenant' | 'area' | 'city'; value: string }
  | { kind: 'unit'; factor: number }
  | { kind: 'rooms' | 'size' | 'filler' | 'cheap' | 'owners' }
  | { kind: 'limit'; limit: keyof typeof words.PRICE_LIMITS };
type Kind = Meaning['kind'];

interface Entry {
  tokens: string[];
  meaning: Meaning;
}

const ENTRIES: Entry[] = [];
function learn(phrases: string | string[], meaning: Meaning) {
  for (const phrase of typeof phrases === 'string' ? list(phrases) : phrases) {
    const tokens = phraseTokens(phrase);
    if (tokens.length === 0) continue;
    ENTRIES.push({ tokens, meaning });
    // "to let" is also typed "tolet", "saheb bazar" "sahebbazar".
    if (tokens.length > 1) ENTRIES.push({ tokens: [tokens.join('')], meaning });
  }
}
const filterMeaning = (filter: 'category' | 'property_type' | 'tenant' | 'area' | 'city', value: string) =>
  ({ kind: 'filter', filter, value }) as const;

for (const [value, phrases] of Object.entries(words.CATEGORY_WORDS))
  learn(phrases, filterMeaning('category', value));
for (const [value, phrases] of Object.entries(words.DEAL_WORDS))
  learn(phrases, filterMeaning('property_type', value));
for (const [value, phrases] of Object.entries(words.TENANT_WORDS))
  learn(phrases, filterMeaning('tenant', value));
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
  learn([...names, ...list(words.PLACE_WORDS[area.slug] ?? '')], filterMeaning('area', area.slug));
}
learn([places.city.en, places.city.bn, ...list(words.CITY_WORDS[places.city.slug] ?? '')], {
  kind: 'filter',
  filter: 'city',
  value: places.city.slug,
});
for (const [factor, phrases] of Object.entries(words.AMOUNT_UNITS))
  learn(phrases, { kind: 'unit', factor: Number(factor) });
learn(words.ROOM_WORDS, { kind: 'rooms' });
learn(words.SIZE_WORDS, { kind: 'size' });
for (const limit of Object.keys(words.PRICE_LIMITS) as Array<keyof typeof words.PRICE_LIMITS>)
  learn(words.PRICE_LIMITS[limit], { kind: 'limit', limit });
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
  bengali: list(words.WORD_ENDINGS.bengali).map(normalize),
  latin: list(words.WORD_ENDINGS.latin),
};
// Words looked for with a letter or two wrong: place names of five letters or more, other words
// of seven or more (shorter ones are too common: "storey" is not a "store").
const NEAR_WORDS = ENTRIES.filter((entry) => entry.tokens.length === 1 && entry.meaning.kind === 'filter');
const nearLength = (meaning: Meaning) => (meaning.kind === 'filter' && meaning.filter === 'area' ? 5 : 7);
const SAME_WORDS = new Map<string, string[]>();
for (const line of words.SAME_WORDS) {
  const spellings = list(line).map(normalize);
  for (const spelling of spellings) SAME_WORDS.set(spelling, spellings);
}
const TENANTS_TOGETHER = words.TENANTS_TOGETHER.flatMap(([a, b, both]) => [
  [a, b, both],
  [b, a, both],
]);

/** The word and the words it may be with an ending taken off: "উপশহরে" → "উপশহর", "kajlay" → "kajla". */
function stems(word: string): string[] {
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

type Direction = 'max' | 'min';
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
    if (token.value !== undefined || (NUMBER_WORDS.has(token.norm) && this.roomsAfter(this.i + 1))) {
      this.readNumber();
      return false;
    }
    const match =
      this.match(this.i, ['filter', 'filler', 'cheap', 'owners', 'limit', 'unit', 'rooms', 'size']) ??
      this.nearWord();
    const end = match?.end ?? this.i + 1;
    const meaning = match?.meaning;
    if (meaning?.kind === 'filter') this.set(meaning.filter, meaning.value);
    else if (meaning?.kind === 'cheap') this.set('sort', 'price_asc');
    else if (meaning?.kind === 'owners') this.set('owners_only', true);
    else if (meaning?.kind === 'limit' && (meaning.limit === 'maxBefore' || meaning.limit === 'minBefore'))
      this.limit = meaning.limit === 'maxBefore' ? 'max' : 'min';
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
    const count = first.value ?? NUMBER_WORDS.get(first.norm) ?? 0;
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
    }
    // A bare amount is a budget: "flat 15000", "20k".
    else this.set(direction === 'min' ? 'min_price' : 'max_price', low);
    this.i = isPrice ? (after?.end ?? end) : end;
  }

  private amount(at: number): Amount {
    const value = (this.tokens[at] as Token).value ?? 0;
    const unit = this.match(at + 1, ['unit']);
    if (unit?.meaning.kind !== 'unit') return { value, unit: null, end: at + 1 };
    return { value, unit: unit.meaning.factor, end: unit.end };
  }

  /** "- 15000", "to 15k", "থেকে ১৫ হাজার": the other end of a range. */
  private rangeEnd(at: number): Amount | null {
    const between = this.match(at, ['limit']);
    if (between?.meaning.kind !== 'limit' || between.meaning.limit !== 'between') return null;
    return this.tokens[between.end]?.value !== undefined ? this.amount(between.end) : null;
  }

  /** "এর মধ্যে", "er moddhe", "-এর বেশি": a limit said after the amount, fillers between. */
  private limitAfter(at: number): { direction: Direction; end: number } | null {
    let next = at;
    while (this.tokens[next]?.norm === '-' || this.match(next, ['filler'])) next++;
    const limit = this.match(next, ['limit']);
    if (limit?.meaning.kind !== 'limit') return null;
    if (limit.meaning.limit === 'maxAfter') return { direction: 'max', end: limit.end };
    if (limit.meaning.limit === 'minAfter') return { direction: 'min', end: limit.end };
    return null;
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

  /** A word with a letter or two wrong ("Uposohr", "Shahebbazaar", "apartmnt"), alone or as two words. */
  private nearWord(): { meaning: Meaning; end: number } | null {
    const here = this.tokens[this.i] as Token;
    const next = this.tokens[this.i + 1];
    const tries = [{ text: here.norm, end: this.i + 1 }];
    if (next && next.value === undefined) tries.push({ text: here.norm + next.norm, end: this.i + 2 });
    for (const { text, end } of tries) {
      const length = [...text].length;
      if (here.value !== undefined || length < 5) continue;
      const allowed = length >= 9 ? 2 : 1;
      const forms = stems(text);
      const found = NEAR_WORDS.filter(
        (entry) =>
          length >= nearLength(entry.meaning) &&
          forms.some((form) => editDistance(form, entry.tokens[0] ?? '', allowed) <= allowed),
      );
      const meanings = new Set(found.map((entry) => JSON.stringify(entry.meaning)));
      // Only when it can mean one thing: two words as near are a guess.
      if (meanings.size === 1 && found[0]) return { meaning: found[0].meaning, end };
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
function editDistance(a: string, b: string, limit: number): number {
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
