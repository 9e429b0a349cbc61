import type { InfoPageContent } from './info-doc';

const content: InfoPageContent = {
  bn: {
    title: 'ঠিকানা যেভাবে কাজ করে',
    intro:
      'ঠিকানা রাজশাহীর মানুষের জন্য একটি বিনামূল্যের প্রপার্টি বাজার। মালিক নিজেই বিজ্ঞাপন দেন, আর যিনি খুঁজছেন তিনি সরাসরি মালিককে ফোন করেন। মাঝখানে কোনো দালাল নেই, কোনো কমিশন নেই।',
    sections: [
      {
        heading: 'মালিকদের জন্য: বিজ্ঞাপন দিন তিন ধাপে',
        list: [
          'প্রপার্টির ধরন বেছে নিন: ফ্ল্যাট, বাড়ি, জমি, দোকান, অফিস, পার্কিং বা গেস্ট হাউজ; বিক্রি না ভাড়া।',
          'এলাকা, ঠিকানা, দাম, রুম, মাপ (বর্গফুট, কাঠা, শতক বা বিঘা) আর অন্তত কয়েকটি পরিষ্কার ছবি দিন। মোবাইলের ছবিই যথেষ্ট; বড় ছবি আমরা নিজেরাই ছোট করে নিই।',
          'প্রকাশ করুন। অ্যাকাউন্ট না থাকলে শেষ ধাপে সাইন আপ করলেই চলবে, লেখা ও ছবি হারাবে না।',
        ],
      },
      {
        heading: 'প্রকাশের আগে যাচাই',
        paragraphs: [
          'প্রতিটি বিজ্ঞাপন আমাদের মডারেটর দেখে তারপর প্রকাশ করেন, সাধারণত এক কার্যদিবসের মধ্যে। ভুল তথ্য, একই বিজ্ঞাপন বারবার, বা অগ্রিম টাকা চাওয়ার মতো কিছু থাকলে বিজ্ঞাপনটি কারণসহ ফেরত আসে। কারণটি ই-মেইলে ও "আমার বিজ্ঞাপন" পাতায় দেখা যায়; ঠিক করে সংরক্ষণ করলেই আবার যাচাইয়ে যায়।',
          'প্রকাশিত বিজ্ঞাপন বদলালে সেটিও আবার যাচাই হয়, যাতে পরে কেউ দাম বা নম্বর বদলে প্রতারণা করতে না পারে।',
        ],
      },
      {
        heading: 'যাঁরা খুঁজছেন',
        list: [
          'এলাকার নাম বাংলায় বা ইংরেজিতে লিখে খুঁজুন: "উপশহর", "Uposhohor" বা "Upashahar", সবই একই এলাকা খুঁজে দেয়।',
          'ভাড়া না কেনা, ধরন, দাম, রুম, কাদের জন্য (পরিবার, ব্যাচেলর, ছাত্র) আর কবে থেকে খালি, এসব দিয়ে ছাঁকুন।',
          'পছন্দ হলে বিজ্ঞাপনের পাতা থেকে সরাসরি কল বা হোয়াটসঅ্যাপ করুন। পরে দেখার জন্য হার্ট চিহ্ন দিয়ে রেখে দিন।',
        ],
      },
      {
        heading: 'খরচ',
        paragraphs: [
          'ঠিকানায় বিজ্ঞাপন দেওয়া, খোঁজা, মালিকের সাথে কথা বলা, সবই বিনামূল্যে। আমরা কোনো লেনদেনে অংশ নিই না এবং কারও কাছ থেকে টাকা নিই না। কেউ "ঠিকানার পক্ষ থেকে" ফি চাইলে সেটি প্রতারণা; আমাদের জানান।',
        ],
      },
    ],
  },
  en: {
    title: 'How Thikana works',
    intro:
      'Thikana is a free property marketplace for the people of Rajshahi. Owners post their own listings, and people who are looking call the owner directly. There is no middle man and no commission.',
    sections: [
      {
        heading: 'For owners: post in three steps',
        list: [
          'Choose what you offer (flat, house, land, shop, office, parking or guest house) and whether you sell or rent it out.',
          'Give the area, address, price, rooms, size (square feet, katha, decimal or bigha) and a few clear photos. Phone photos are fine; we make big ones smaller for you.',
          'Publish. No account yet? Sign up at the last step: your text and photos are kept.',
        ],
      },
      {
        heading: 'Checked before it goes public',
        paragraphs: [
          'A moderator looks at every listing before it is published, usually within one working day. Wrong details, the same listing posted twice, or a request for money in advance send it back with the reason. You see the reason by e-mail and on "My listings"; fix it, save it, and it is checked again.',
          'An edited listing is checked again too, so nobody can change the price or the number afterwards to cheat.',
        ],
      },
      {
        heading: 'For people looking',
        list: [
          'Search by area in Bengali or English: "উপশহর", "Uposhohor" or "Upashahar" all find the same area.',
          'Narrow down by rent or sale, type, price, rooms, who it suits (family, bachelors, students) and when it is free.',
          'When you like a place, call or WhatsApp the owner from the listing. Tap the heart to keep it for later.',
        ],
      },
      {
        heading: 'What it costs',
        paragraphs: [
          'Posting, searching and talking to owners on Thikana are all free. We take no part in any deal and take no money from anyone. Anyone asking for a fee "on behalf of Thikana" is a cheat: please tell us.',
        ],
      },
    ],
  },
};

export default content;
