import type { InfoPageContent } from './info-doc';

const content: InfoPageContent = {
  bn: {
    title: 'গোপনীয়তা নীতি',
    intro:
      'ঠিকানা কোন তথ্য রাখে, কেন রাখে, আর কে তা দেখতে পায়, এখানে সহজ ভাষায় লেখা আছে। আমরা আপনার তথ্য বিক্রি করি না, বিজ্ঞাপনদাতাদের কাছেও দিই না।',
    sections: [
      {
        heading: 'যে তথ্য আমরা রাখি',
        list: [
          'অ্যাকাউন্ট: নাম, ই-মেইল, ঐচ্ছিক মোবাইল নম্বর ও ছবি। পাসওয়ার্ড আমরা মূল রূপে রাখি না, শুধু এমনভাবে রাখি যাতে উল্টো করে পড়া না যায়।',
          'বিজ্ঞাপন: আপনি যা লেখেন ও যে ছবি দেন। ছবির ভেতরের অবস্থান (জিপিএস) ও ক্যামেরার তথ্য মুছে ফেলা হয়।',
          'যোগাযোগ বার্তা: নাম, ই-মেইল, মোবাইল ও বার্তা, উত্তর দেওয়ার জন্য।',
          'রিপোর্ট: কারণ, আপনার লেখা, আর লগ ইন করা থাকলে আপনার অ্যাকাউন্ট। আপনার আইপি ঠিকানা রাখা হয় না, শুধু তা থেকে তৈরি একটি সংকেত রাখা হয়, যা দেখে মডারেটররা বোঝেন কোন রিপোর্টগুলো একই সংযোগ থেকে এসেছে।',
        ],
      },
      {
        heading: 'কে কী দেখতে পায়',
        paragraphs: [
          'প্রকাশিত বিজ্ঞাপনের যোগাযোগ নম্বর সবাই দেখতে পায়, কারণ সেটিই ঠিকানার উদ্দেশ্য: মালিককে সরাসরি ফোন করা। আপনার অ্যাকাউন্টের ই-মেইল বিজ্ঞাপনে দেখানো হয় না, যদি না আপনি নিজে যোগাযোগের ই-মেইল দেন। মডারেটররা যাচাইয়ের জন্য বিজ্ঞাপন ও রিপোর্ট (রিপোর্টকারীর অ্যাকাউন্টের নামসহ) দেখেন।',
        ],
      },
      {
        heading: 'কুকি ও ব্রাউজারে রাখা তথ্য',
        paragraphs: [
          'লগ ইন ধরে রাখতে একটি নিরাপদ কুকি, আর আপনার বেছে নেওয়া ভাষা মনে রাখতে একটি কুকি ব্যবহার হয়। কোনো বিজ্ঞাপন বা ট্র্যাকিং কুকি নেই।',
        ],
      },
      {
        heading: 'তথ্য মুছে ফেলা',
        paragraphs: [
          'বিজ্ঞাপন মুছলে তার ছবিও সার্ভার থেকে মুছে যায়। অ্যাকাউন্ট পুরোপুরি মুছতে চাইলে যোগাযোগ পাতা থেকে লিখুন; আমরা ৩০ দিনের মধ্যে মুছে দেব। মডারেশনের রেকর্ড (কোন বিজ্ঞাপন কেন বাতিল হয়েছিল) প্রতারণা ঠেকাতে রেখে দেওয়া হয়।',
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    intro:
      'What Thikana keeps, why, and who can see it, in plain words. We do not sell your data and do not hand it to advertisers.',
    sections: [
      {
        heading: 'What we keep',
        list: [
          'Your account: name, e-mail, an optional mobile number and photo. We never keep your password itself, only a form of it that cannot be turned back.',
          'Your listings: what you write and the photos you add. Location (GPS) and camera data inside photos are removed.',
          'Contact messages: name, e-mail, mobile and message, so that we can answer.',
          'Reports: the reason, your note and, if you are logged in, your account. Your IP address is not kept, only a token made from it that shows moderators which reports came from the same connection.',
        ],
      },
      {
        heading: 'Who sees what',
        paragraphs: [
          'Everyone can see the contact number of a published listing, because that is what Thikana is for: calling the owner directly. Your account e-mail is not shown on listings unless you add a contact e-mail yourself. Moderators see listings and reports (with the reporting account’s name) to check them.',
        ],
      },
      {
        heading: 'Cookies and what your browser keeps',
        paragraphs: [
          'One secure cookie keeps you logged in, and one remembers the language you chose. There are no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'Deleting your data',
        paragraphs: [
          'Deleting a listing deletes its photos from our server too. To delete your whole account, write to us from the contact page; we do it within 30 days. Moderation records (which listing was declined and why) are kept to stop fraud.',
        ],
      },
    ],
  },
};

export default content;
