// What the words people type into the search box mean, in Bengali, English and Bengali written in
// Latin letters ("Banglish"). Data only: src/shared/search-understanding.ts reads it.
//
// To teach search a word, add it to the right list, separated by commas, in lower case. A phrase
// is written with spaces ("to let") and is also found written as one word ("tolet"). Words are
// found with their usual endings (ফ্ল্যাটের, উপশহরে, kajlay) and with a letter wrong (two from nine
// letters on): place names from five letters, other words from seven. List a spelling only when it
// differs more than that.
import type { Category, PropertyType, Tenant } from './enums';

export const CATEGORY_WORDS: Record<Category, string> = {
  // A mess is a flat shared by students or workers; its seats are let as flats are.
  apartment:
    'flat, flats, apartment, apartments, apt, appartment, basa, basha, mess, mess seat, ফ্ল্যাট, ফ্লাট, ফ্লেট, অ্যাপার্টমেন্ট, এপার্টমেন্ট, বাসা, মেস, মেস সিট',
  house: 'house, houses, bari, barhi, duplex house, বাড়ি, বাড়ী, বাসভবন, বসতবাড়ি',
  land: 'land, plot, plots, jomi, zomi, jomin, jami, জমি, জমিন, প্লট',
  office: 'office, offices, office space, offis, chamber, অফিস, অফিস স্পেস, চেম্বার',
  shop: 'shop, shops, store, showroom, dokan, dokaan, dukan, docan, দোকান, দোকানঘর, শোরুম',
  parking:
    'parking, garage, car parking, garej, gari rakhar jayga, পার্কিং, কার পার্কিং, গাড়ি পার্কিং, গ্যারেজ, গাড়ি রাখার জায়গা',
  'guest-house':
    'guest house, guest room, rest house, hotel, গেস্ট হাউস, গেস্ট হাউজ, গেস্ট রুম, রেস্ট হাউস, হোটেল',
};

export const DEAL_WORDS: Record<PropertyType, string> = {
  rent: 'rent, rental, rents, for rent, to let, let, lease, vara, bhara, vhara, bara, ভাড়া, ভারা, টু লেট, লিজ',
  sell: 'sale, sell, selling, for sale, buy, purchase, bikri, bikroy, kinbo, kinte, বিক্রি, বিক্রয়, বিক্রী, কিনব, কিনতে, কেনা',
};

export const TENANT_WORDS: Record<Exclude<Tenant, 'anyone'>, string> = {
  family: 'family, families, famili, poribar, paribar, ফ্যামিলি, পরিবার, পারিবারিক',
  bachelor_male: 'bachelor, bachelors, batchelor, male, boys, chele, ব্যাচেলর, ব্যাচেলার, ছেলে',
  bachelor_female: 'female, ladies, lady, girls, women, meye, chatri, mohila, মেয়ে, মহিলা, ছাত্রী, নারী',
  student: 'student, students, chatro, chhatro, ছাত্র, শিক্ষার্থী, ছাত্রছাত্রী',
};

/** Two tenants said together: "female students" are female bachelors, "male students" students. */
export const TENANTS_TOGETHER: Array<[Tenant, Tenant, Tenant]> = [
  ['bachelor_female', 'student', 'bachelor_female'],
  ['bachelor_male', 'student', 'student'],
];

/** Spellings of a place beyond its names and `alt_en` in rajshahi-areas.json, by the area's slug. */
export const PLACE_WORDS: Record<string, string> = {
  uposhohor: 'upashohor, uposhahar, upshohor, uposohor, upo shohor, উপ শহর',
  kazla: 'kajla',
  'shaheb-bazar': 'saheb bazar, shaheb bajar, saheb bajar, সাহেববাজার',
  'padma-residential-area':
    'padma abashik, padma abasik, padma r/a, padma residential, bhadra, vadra, পদ্মা আবাসিক, ভদ্রা, ভদ্রা আবাসিক',
  laxmipur: 'lakshmipur, lokkhipur, লক্ষীপুর, লক্ষ্মিপুর',
  talaimari: 'tailamari, তালাইমারী',
  nawdapara: 'naodapara, nowdapara, নওদা পাড়া',
  shiroil: 'siroil, শিরইল',
  'hetem-khan': 'hetem kha, hatemkhan, হেতেমখাঁ, হেতেম খাঁ, হেতমখা',
  sreerampur: 'srirampur, shirampur',
  naohata: 'nowhata, nauhata',
  'shah-makhdum': 'shah mokhdum, শাহ মখদুম',
  mohonpur: 'mohanpur',
  tanore: 'tanor',
  godagari: 'গোদাগাড়ি',
};

/** The city. Naming it narrows nothing today, but it is understood, not searched as a word. */
export const CITY_WORDS: Record<string, string> = {
  rajshahi: 'rajshai, rajshahee, রাজশাহি',
};

/** Said after a number of rooms: "2 bed", "২ রুম", "2BHK", "দুই রুমের". */
export const ROOM_WORDS =
  'bed, beds, bed room, bedroom, bedrooms, br, bhk, room, rooms, rum, রুম, বেড, বেডরুম, কক্ষ, শয়নকক্ষ';

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ek: 1,
  dui: 2,
  tin: 3,
  char: 4,
  pach: 5,
  এক: 1,
  দুই: 2,
  তিন: 3,
  চার: 4,
  পাঁচ: 5,
};

/** What an amount is counted in: "20k", "১৫ হাজার", "50 lakh", "১ কোটি", "15000 taka". */
export const AMOUNT_UNITS: Record<string, string> = {
  '1': 'taka, tk, bdt, টাকা, ৳',
  '1000': 'k, thousand, hajar, hazar, hajaar, হাজার',
  '100000': 'lakh, lakhs, lac, lacs, lak, লাখ, লক্ষ',
  '10000000': 'crore, crores, cr, koti, কোটি',
};

/** Sizes are not prices: "5 katha" stays words to search for. */
export const SIZE_WORDS =
  'katha, kotha, decimal, shotok, sotok, bigha, sqft, sft, কাঠা, শতক, শতাংশ, বিঘা, বর্গফুট';

/** Said before an amount ("under 15000") or after it ("১৫ হাজারের মধ্যে", "15000 er moddhe"). */
export const PRICE_LIMITS = {
  maxBefore: 'under, below, within, max, maximum, upto, up to, less than, budget, bajet, <, ≤, সর্বোচ্চ, বাজেট',
  maxAfter:
    'moddhe, modhye, moddhey, moidde, vitore, porjonto, niche, kome, or less, ba kom, মধ্যে, ভিতরে, পর্যন্ত, নিচে, নীচে, কমে, বা কম',
  minBefore: 'above, over, more than, min, minimum, at least, from, >, ≥, সর্বনিম্ন, অন্তত',
  minAfter: 'beshi, upore, or more, plus, +, বেশি, উপরে, ঊর্ধ্বে, বা বেশি',
  /** Between the two ends of a range: "10000-15000", "10k to 15k", "১০ থেকে ১৫ হাজার". */
  between: '-, to, theke, hote, and, থেকে, হতে, এবং',
};

/** Asking for listings their owners posted, without a broker (dalal): "owners only", "দালাল ছাড়া". */
export const OWNER_WORDS =
  'owner only, owners only, only owner, only owners, by owner, from owner, from the owner, direct owner, ' +
  'directly from owner, no broker, no brokers, without broker, no agent, no agents, no dalal, ' +
  'dalal chara, dalal chhara, dalal sara, maliker kach theke, maliker kache theke, malik theke, ' +
  'মালিকের কাছ থেকে, মালিকের কাছে থেকে, সরাসরি মালিক, মালিক থেকে, শুধু মালিক, দালাল ছাড়া, দালালমুক্ত, দালাল মুক্ত';

/** Asking for the cheapest first: "cheap flat", "সস্তা বাসা". */
export const CHEAP_WORDS = 'cheap, cheapest, low price, low cost, sosta, kom dame, সস্তা, কম দামে, কম দামের';

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

/** Words that only hold a sentence together: never searched for. */
export const FILLER_WORDS =
  'a, an, the, for, in, at, on, of, with, near, around, close, by, and, or, i, we, need, want, looking, ' +
  'find, search, available, is, are, home, homes, property, properties, between, please, any, ' +
  'e, te, er, r, ar, jonno, jnno, chai, lagbe, dorkar, khujchi, ache, kache, pashe, pase, samne, ekta, ta, ti, ' +
  'ba, o, ki, hobe, জন্য, চাই, লাগবে, দরকার, খুঁজছি, আছে, একটি, একটা, এ, ও, বা, কাছে, পাশে, সামনে, এর, কি, ' +
  'হবে, দিকে, প্রপার্টি';

/**
 * Endings Bengali adds to a word (বাসার, উপশহরে, কাজলায়, তালাইমারিতে, ফ্ল্যাটগুলো) and their
 * Latin spellings (uposhohore, kajlay, talaimarite, basar). A Latin ending that starts with a
 * vowel follows a consonant (dokan-e, hajar-er), the others a, i, o or u (kajla-y, basa-r, bari-te),
 * as in Bengali: so "storey" is not "store" with an ending.
 */
export const WORD_ENDINGS = {
  bengali: 'গুলো, গুলি, দের, য়ের, য়ে, য়, তে, ের, ে, র, টি, টা, কে',
  latin: 'gulo, der, er, te, e, y, r',
};
