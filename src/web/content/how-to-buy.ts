import type { InfoPageContent } from './info-doc';

const content: InfoPageContent = {
  bn: {
    title: 'জমি বা ফ্ল্যাট কেনার আগে',
    intro:
      'রাজশাহীতে জমি বা ফ্ল্যাট কেনা জীবনের বড় সিদ্ধান্ত। কাগজপত্র ঠিকমতো যাচাই না করে টাকা দিলে সেই টাকা ফেরত পাওয়া কঠিন। নিচের ধাপগুলো মেনে চলুন।',
    sections: [
      {
        heading: '১. নিজে গিয়ে দেখুন',
        paragraphs: [
          'দিনের আলোয় প্রপার্টি দেখুন, সঙ্গে কাউকে নিয়ে যান। জমির সীমানা, রাস্তার প্রস্থ, বর্ষায় পানি জমে কি না, বিদ্যুৎ ও গ্যাস লাইন আছে কি না নিজের চোখে দেখুন। প্রতিবেশীদের কাছে জিজ্ঞেস করুন জমি নিয়ে কোনো বিরোধ আছে কি না।',
        ],
      },
      {
        heading: '২. কাগজপত্র যাচাই',
        list: [
          'মূল দলিল ও বায়া দলিল: বিক্রেতা কীভাবে মালিক হলেন, তার ধারাবাহিক ইতিহাস।',
          'খতিয়ান (সিএস, এসএ, আরএস ও হালনাগাদ বিআরএস) ও দাগ নম্বর: দলিলের সাথে মিলিয়ে দেখুন।',
          'নামজারি (মিউটেশন) ও হালনাগাদ খাজনার দাখিলা: জমি বিক্রেতার নামে রেকর্ড আছে কি না।',
          'ফ্ল্যাটের ক্ষেত্রে: রাজশাহী উন্নয়ন কর্তৃপক্ষের (আরডিএ) অনুমোদিত নকশা, জমির মালিকের সাথে ডেভেলপারের চুক্তি, আর ফ্ল্যাটটি কোনো ব্যাংকে বন্ধক আছে কি না।',
          'ভূমি অফিস ও সাব-রেজিস্ট্রি অফিসে খোঁজ নিন জমি অন্য কারও কাছে বিক্রি বা বন্ধক হয়েছে কি না।',
        ],
      },
      {
        heading: '৩. মাপ বুঝে নিন',
        paragraphs: [
          'রাজশাহীতে জমি সাধারণত কাঠা, শতক ও বিঘায় বেচাকেনা হয়। ঠিকানায় আমরা মাপ বর্গফুটেও দেখাই: ১ কাঠা = ৭২০ বর্গফুট, ১ শতক = প্রায় ৪৩৫.৬ বর্গফুট, ১ বিঘা = ২০ কাঠা। দলিলের মাপ আর মাঠের মাপ আমিন দিয়ে মিলিয়ে নিন।',
        ],
      },
      {
        heading: '৪. টাকা ও রেজিস্ট্রি',
        list: [
          'বায়নানামা লিখিতভাবে করুন এবং রেজিস্ট্রি করুন; নগদ টাকার বদলে ব্যাংকের মাধ্যমে দিন, রসিদ রাখুন।',
          'রেজিস্ট্রির খরচ (স্ট্যাম্প, রেজিস্ট্রেশন ফি, উৎসে কর) আগে থেকে জেনে নিন।',
          'রেজিস্ট্রির পর দেরি না করে নিজের নামে নামজারি করান।',
          'বিশ্বাসযোগ্য একজন আইনজীবীকে দিয়ে কাগজ দেখিয়ে নিন; কয়েক হাজার টাকার খরচ লাখ টাকার ক্ষতি ঠেকায়।',
        ],
      },
    ],
  },
  en: {
    title: 'Before you buy land or a flat',
    intro:
      'Buying land or a flat in Rajshahi is one of the biggest decisions in a family’s life. Money paid before the papers are checked is very hard to get back. Go through these steps.',
    sections: [
      {
        heading: '1. Go and see it yourself',
        paragraphs: [
          'Visit in daylight and take someone with you. Look at the boundaries, the width of the road, whether water stands there in the rains, and whether electricity and gas lines reach it. Ask the neighbours whether there is any dispute over the land.',
        ],
      },
      {
        heading: '2. Check the papers',
        list: [
          'The deed (dolil) and the earlier deeds (baya dolil): how the seller came to own it, without gaps.',
          'The khatian records (CS, SA, RS and the latest BRS) and the plot (dag) number: they must match the deed.',
          'Mutation (namjari) and an up-to-date land-tax receipt (khajna): the land must be recorded in the seller’s name.',
          'For a flat: the building plan approved by the Rajshahi Development Authority (RDA), the landowner’s agreement with the developer, and whether the flat is mortgaged to a bank.',
          'Ask at the land office and the sub-registry office whether the land has already been sold or mortgaged to someone else.',
        ],
      },
      {
        heading: '3. Understand the size',
        paragraphs: [
          'Land in Rajshahi is usually sold by katha, decimal (shotok) and bigha. Thikana also shows every size in square feet: 1 katha = 720 sq ft, 1 decimal ≈ 435.6 sq ft, 1 bigha = 20 katha. Have a surveyor (amin) check that the land on the ground matches the deed.',
        ],
      },
      {
        heading: '4. Money and registration',
        list: [
          'Put the advance agreement (baynanama) in writing and register it; pay through a bank rather than in cash, and keep receipts.',
          'Find out the registration costs (stamp duty, registration fee, source tax) beforehand.',
          'After registration, have the mutation done in your name without delay.',
          'Let a lawyer you trust look at the papers: a few thousand taka can save you lakhs.',
        ],
      },
    ],
  },
};

export default content;
