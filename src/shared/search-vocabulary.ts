// What the words people type into the search box mean: the data is in search-vocabulary/en.json
// (English and Bengali written in Latin letters, "Banglish": one alphabet, one set of spelling
// rules) and search-vocabulary/bn.json (Bengali script). This file merges the two for
// src/shared/search-understanding.ts and holds the little that is not a word list.
//
// To teach search a word, add it to the right list of the file of its script, in lower case. A
// phrase is written with spaces ("to let") and is also found written as one word ("tolet"). Words
// are found with their usual endings (ফ্ল্যাটের, উপশহরে, kajlay), in their folded spelling (double
// letters, bh/v, sh/s, z/j; ী/ি, ূ/ু, শ/ষ/স, ড়/ড়) and with a letter or two wrong (search.md says
// how many by length): list a spelling only when it differs more than that. A real word that is
// one letter from a vocabulary word and means something else ("storey", not "store") goes in
// `distinct`, so it is never corrected; so does an everyday word a "did you mean" got wrong. docs/search.md and decision 027 say more.
import type { Category, PropertyType, Tenant } from './enums';
import bn from './search-vocabulary/bn.json' with { type: 'json' };
import en from './search-vocabulary/en.json' with { type: 'json' };

/** One language's file: every section is optional, a list of phrases or such lists by value. */
interface VocabularyFile {
  category?: Partial<Record<Category, string[]>>;
  deal?: Partial<Record<PropertyType, string[]>>;
  tenant?: Partial<Record<Exclude<Tenant, 'anyone'>, string[]>>;
  /** Phrases that mean several filters at once: "mess" is a flat to rent. */
  several?: Array<{ words: string[]; filters: Record<string, string> }>;
  place?: Record<string, string[]>;
  landmark?: Record<string, string[]>;
  city?: Record<string, string[]>;
  rooms?: string[];
  numbers?: Record<string, number>;
  units?: Record<string, string[]>;
  size?: string[];
  limits?: Partial<Record<PriceLimit, string[]>>;
  owners?: string[];
  cheap?: string[];
  filler?: string[];
  distinct?: string[];
  endings?: string[];
}

/**
 * Where a price limit is said: before the amount ("under 15000") or after it ("১৫ হাজারের মধ্যে",
 * "15000 er moddhe"); `between` joins a range's ends ("10-15k", "১০ থেকে ১৫ হাজার"); `around`
 * ("around 10k", "প্রায় ৫০ লাখ", "10k er moto") makes a range of 15 % either side.
 */
export type PriceLimit =
  'maxBefore' | 'maxAfter' | 'minBefore' | 'minAfter' | 'between' | 'aroundBefore' | 'aroundAfter';

const FILES: VocabularyFile[] = [en, bn];

function byValue<K extends string>(
  section: (file: VocabularyFile) => Partial<Record<K, string[]>> | undefined,
) {
  const merged: Partial<Record<K, string[]>> = {};
  for (const file of FILES)
    for (const [value, phrases] of Object.entries(section(file) ?? {}) as Array<[K, string[]]>)
      merged[value] = [...(merged[value] ?? []), ...phrases];
  return merged;
}
const all = (section: (file: VocabularyFile) => string[] | undefined) =>
  FILES.flatMap((file) => section(file) ?? []);

export const CATEGORY_WORDS = byValue((file) => file.category);
export const DEAL_WORDS = byValue((file) => file.deal);
export const TENANT_WORDS = byValue((file) => file.tenant);
export const SEVERAL_WORDS = FILES.flatMap((file) => file.several ?? []);
/** Spellings of a place beyond its names and `alt_en` in rajshahi-areas.json, by the area's slug. */
export const PLACE_WORDS = byValue((file) => file.place);
/** Spellings of a landmark beyond its names and `spellings` in rajshahi-landmarks.json, by slug. */
export const LANDMARK_WORDS = byValue((file) => file.landmark);
/** The city. Naming it narrows nothing today, but it is understood, not searched as a word. */
export const CITY_WORDS = byValue((file) => file.city);
/** Said after a number of rooms: "2 bed", "২ রুম", "2BHK", "দুই রুমের". */
export const ROOM_WORDS = all((file) => file.rooms);
/** Numbers said as words: "দুই রুম", "dosh hajar", "ek koti". */
export const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  FILES.flatMap((file) => Object.entries(file.numbers ?? {})),
);
/** What an amount is counted in, by its factor: "20k", "১৫ হাজার", "50 lakh", "১ কোটি". */
export const AMOUNT_UNITS = byValue((file) => file.units);
/** Sizes are not prices: "5 katha" stays words to search for. */
export const SIZE_WORDS = all((file) => file.size);
export const PRICE_LIMITS = byValue<PriceLimit>((file) => file.limits);
/** Asking for listings their owners posted, without a broker (dalal): "owners only", "দালাল ছাড়া". */
export const OWNER_WORDS = all((file) => file.owners);
/** Asking for the cheapest first: "cheap flat", "সস্তা বাসা". */
export const CHEAP_WORDS = all((file) => file.cheap);
/** Words that only hold a sentence together: never searched for. */
export const FILLER_WORDS = all((file) => file.filler);
/**
 * Real words a few letters from a vocabulary word that mean something else: never corrected, nor
 * offered as a correction ("did you mean", search-spelling.ts).
 */
export const DISTINCT_WORDS = all((file) => file.distinct);
/**
 * Endings Bengali adds to a word (বাসার, উপশহরে, কাজলায়, তালাইমারিতে, ফ্ল্যাটগুলো) and their
 * Latin spellings (uposhohore, kajlay, talaimarite, basar). A Latin ending that starts with a
 * vowel follows a consonant (dokan-e, hajar-er), the others a, i, o or u (kajla-y, basa-r, bari-te),
 * as in Bengali: so "storey" is not "store" with an ending.
 */
export const WORD_ENDINGS = { bengali: bn.endings, latin: en.endings };

/** Two tenants said together: "female students" are female bachelors, "male students" students. */
export const TENANTS_TOGETHER: Array<[Tenant, Tenant, Tenant]> = [
  ['bachelor_female', 'student', 'bachelor_female'],
  ['bachelor_male', 'student', 'student'],
];

/**
 * Words that are not filters but are written in either script: a listing says মেস where the
 * visitor typed mess. Each line is one word in its spellings; typing any finds them all.
 */
export const SAME_WORDS = [
  'mess, মেস',
  'seat, সিট',
  'room, rooms, রুম',
  'ruet, রুয়েট',
  'medical, মেডিকেল',
  'college, কলেজ',
  'university, varsity, বিশ্ববিদ্যালয়, ভার্সিটি',
  'duplex, ডুপ্লেক্স',
  'car, গাড়ি',
  'motorcycle, bike, মোটরসাইকেল',
  'market, মার্কেট',
  'bazar, bazaar, বাজার',
  'road, রোড',
  'main road, মেইন রোড',
  'station, স্টেশন',
  'railway, রেল',
  'bus, বাস',
  'terminal, টার্মিনাল',
  'hospital, হাসপাতাল',
  'school, স্কুল',
  'mosque, মসজিদ',
  'river, নদী',
  'corner, কর্নার',
  'lift, লিফট',
  'gas, গ্যাস',
  // Land's facts, which listings' search text holds by these names (migration 0023).
  'electricity, current, bidyut, বিদ্যুৎ, কারেন্ট',
  'water, pani, পানি',
  'mutation, namjari, নামজারি, মিউটেশন',
  'khatian, khotian, খতিয়ান',
  'generator, জেনারেটর',
  'furnished, ফার্নিশড',
  'single, সিঙ্গেল',
  'commercial, বাণিজ্যিক',
  'residential, আবাসিক',
  'highway, মহাসড়ক',
  'pharmacy, ফার্মেসি',
  'doctor, ডাক্তার',
];
