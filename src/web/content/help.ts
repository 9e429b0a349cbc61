import type { InfoPageContent } from './info-doc';

const content: InfoPageContent = {
  bn: {
    title: 'সাহায্য',
    intro:
      'ঠিকানা ব্যবহারে যেসব প্রশ্ন সবচেয়ে বেশি আসে, তার উত্তর এখানে। আর কিছু জানার থাকলে যোগাযোগ পাতা থেকে লিখুন।',
    sections: [
      {
        heading: 'আমার বিজ্ঞাপন এখনও দেখা যাচ্ছে না কেন?',
        paragraphs: [
          'প্রতিটি বিজ্ঞাপন প্রকাশের আগে মডারেটর যাচাই করেন, সাধারণত এক কার্যদিবসের মধ্যে। "আমার বিজ্ঞাপন" পাতায় অবস্থা দেখুন: অপেক্ষমাণ, প্রকাশিত, বা বাতিল (কারণসহ)।',
        ],
      },
      {
        heading: 'বিজ্ঞাপন বাতিল হয়েছে। এখন কী করব?',
        paragraphs: [
          '"আমার বিজ্ঞাপন" পাতায় কারণটি পড়ুন, "সম্পাদনা" চেপে ঠিক করুন এবং সংরক্ষণ করুন। বিজ্ঞাপনটি আবার যাচাইয়ের তালিকায় যাবে।',
        ],
      },
      {
        heading: 'ভাড়া হয়ে গেছে বা বিক্রি হয়ে গেছে',
        paragraphs: [
          '"আমার বিজ্ঞাপন" পাতা থেকে বিজ্ঞাপনটি মুছে দিন, যাতে মানুষ অকারণে ফোন না করে। মুছে ফেলা বিজ্ঞাপন ফেরত আনা যায় না; আবার খালি হলে নতুন করে দিন।',
        ],
      },
      {
        heading: 'ছবি ওঠে না বা খুব ধীরে ওঠে',
        list: [
          'একটি বিজ্ঞাপনে সর্বোচ্চ ১২টি ছবি, প্রতিটি ১০ এমবির মধ্যে। JPEG, PNG, WebP বা আইফোনের HEIC ছবি চলবে।',
          'পাঠানোর আগে আমরা ফোনেই ছবি ছোট করে নিই, তাই মোবাইল ডেটাতেও কম খরচ হয়। ধীর নেটওয়ার্কে অগ্রগতির দাগটি পুরো হওয়া পর্যন্ত পাতা খোলা রাখুন।',
          'ছবির ভেতরের অবস্থান (জিপিএস) তথ্য আমরা মুছে ফেলি, যাতে আপনার বাড়ির সঠিক অবস্থান কেউ না জানে।',
        ],
      },
      {
        heading: 'পাসওয়ার্ড ভুলে গেছি',
        paragraphs: [
          'লগ ইন পাতায় "পাসওয়ার্ড ভুলে গেছেন?" চাপুন, আপনার ই-মেইল দিন। লিংকটি ৩০ মিনিট কাজ করে এবং একবারই ব্যবহার করা যায়। পাসওয়ার্ড বদলালে অন্য সব ডিভাইস থেকে লগ আউট হয়ে যায়।',
        ],
      },
      {
        heading: 'দাম বা মাপ লিখব কীভাবে?',
        paragraphs: [
          'দাম বাংলা বা ইংরেজি অঙ্কে, কমা দিয়ে বা ছাড়া লিখতে পারেন: "১৫,০০০" আর "15000" একই। মাপ দিন বর্গফুট, কাঠা, শতক বা বিঘায়; আমরা তুলনার জন্য বর্গফুটেও দেখাই।',
        ],
      },
    ],
  },
  en: {
    title: 'Help',
    intro:
      'Answers to the questions people ask most about using Thikana. If yours is not here, write to us from the contact page.',
    sections: [
      {
        heading: 'Why can’t I see my listing yet?',
        paragraphs: [
          'A moderator checks every listing before it is published, usually within one working day. See its status on "My listings": pending, approved, or declined (with the reason).',
        ],
      },
      {
        heading: 'My listing was declined. What now?',
        paragraphs: [
          'Read the reason on "My listings", press "Edit", fix it and save. The listing goes back into the review queue.',
        ],
      },
      {
        heading: 'It is rented out or sold',
        paragraphs: [
          'Delete the listing from "My listings" so that people stop calling for nothing. A deleted listing cannot be brought back; post a new one when the place is free again.',
        ],
      },
      {
        heading: 'My photos do not upload, or upload slowly',
        list: [
          'Up to 12 photos a listing, each under 10 MB. JPEG, PNG, WebP and iPhone HEIC photos all work.',
          'We make photos smaller on your phone before sending them, so they cost little mobile data. On a slow network, keep the page open until the progress bar is full.',
          'We remove the location (GPS) data hidden inside photos, so nobody learns exactly where your home is.',
        ],
      },
      {
        heading: 'I forgot my password',
        paragraphs: [
          'On the log-in page press "Forgot your password?" and give your e-mail. The link works for 30 minutes and only once. Changing your password logs out every other device.',
        ],
      },
      {
        heading: 'How do I write the price or the size?',
        paragraphs: [
          'Write the price in Bengali or English digits, with or without commas: "১৫,০০০" and "15000" are the same. Give the size in square feet, katha, decimal or bigha; we also show it in square feet for comparing.',
        ],
      },
    ],
  },
};

export default content;
