import { CATEGORY_NAMES, type Language } from '../../shared/enums';

// What the server writes into a page's head, in both languages. Category and deal names say what
// the app's own translations (src/web/i18n) say; the server may not import the web app.
const COPY = {
  bn: {
    siteTitle: 'ঠিকানা — রাজশাহীর বাড়ি, ফ্ল্যাট, জমি ও দোকান, সরাসরি মালিকের কাছ থেকে',
    siteDescription:
      'রাজশাহীর বাড়ি, ফ্ল্যাট, জমি, দোকান ও অফিস কেনা-বেচা ও ভাড়া। সরাসরি মালিকের সাথে যোগাযোগ, কোনো দালাল নেই, কোনো ফি নেই।',
    titleSuffix: ' · ঠিকানা',
    searchAll: 'রাজশাহীতে বিক্রি ও ভাড়ার প্রপার্টি',
    searchPlace_rent: '{{place}}: ভাড়ার বাসা ও প্রপার্টি',
    searchPlace_sell: '{{place}}: বিক্রির প্রপার্টি',
    searchPlace: '{{place}}: বিক্রি ও ভাড়ার প্রপার্টি',
    searchKeyword: '“{{keyword}}”: খোঁজের ফলাফল',
    searchDescription:
      '{{place}} এলাকার বিজ্ঞাপন, মালিকেরা নিজেরাই দিয়েছেন, ছবি ও দামসহ। ঠিকানায় সরাসরি মালিককে কল করুন।',
    listingDescription: '{{type}} · {{category}} · {{place}}। {{text}}',
    // As the page's h1 (src/web/i18n/price-guide): the browser's title stays the same after hydration.
    priceGuideTitle: 'রাজশাহীর দামের নির্দেশিকা',
    priceGuideDescription:
      'রাজশাহীর প্রতিটি এলাকায় ফ্ল্যাট ও বাড়ির মাসিক ভাড়া, ফ্ল্যাটের প্রতি বর্গফুট আর জমির প্রতি কাঠার দাম: মাঝামাঝি দাম ও মাঝের অর্ধেক, বিজ্ঞাপন ও গত ১২ মাসে ভাড়া বা বিক্রি হওয়া থেকে।',
    notFoundTitle: 'বিজ্ঞাপনটি পাওয়া যায়নি',
    notFoundDescription: 'এই বিজ্ঞাপনটি ঠিকানায় নেই, বা এখন আর দেখানো হয় না।',
    category: CATEGORY_NAMES.bn,
    propertyType: {
      sell: 'বিক্রি',
      rent: 'ভাড়া',
    },
    siteName: 'ঠিকানা',
  },
  en: {
    siteTitle: 'Thikana — homes, flats, land and shops in Rajshahi, straight from owners',
    siteDescription:
      'Buy, sell and rent homes, flats, land, shops and offices in Rajshahi. Call the owner directly: no middle man, no fees.',
    titleSuffix: ' · Thikana',
    searchAll: 'Property for sale and rent in Rajshahi',
    searchPlace_rent: '{{place}}: homes and property for rent',
    searchPlace_sell: '{{place}}: property for sale',
    searchPlace: '{{place}}: property for sale and rent',
    searchKeyword: '“{{keyword}}”: search results',
    searchDescription:
      'Listings in {{place}} posted by their owners, with photos and prices. Call the owner directly on Thikana.',
    listingDescription: '{{type}} · {{category}} · {{place}}. {{text}}',
    priceGuideTitle: 'Rajshahi price guide',
    priceGuideDescription:
      'What homes rent for and what flats and land sell for in each area of Rajshahi: the middle price and the middle half, per month, sq ft or katha, from listings and those rented or sold in the last 12 months.',
    notFoundTitle: 'Listing not found',
    notFoundDescription: 'This listing is not on Thikana, or it is no longer shown.',
    category: CATEGORY_NAMES.en,
    propertyType: {
      sell: 'For sale',
      rent: 'For rent',
    },
    siteName: 'Thikana',
  },
} as const;
export type Copy = (typeof COPY)[Language];

export function copyFor(language: Language): Copy {
  return COPY[language];
}

/** Fills {{name}} placeholders, as i18next does in the browser. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
