import type { InfoPageContent } from './info-doc';

const content: InfoPageContent = {
  bn: {
    title: 'ব্যবহারের শর্তাবলি',
    intro:
      'ঠিকানা ব্যবহার করলে আপনি নিচের শর্তগুলো মেনে নিচ্ছেন। শর্তগুলো রাখা হয়েছে যাতে বাজারটি সবার জন্য নিরাপদ ও বিশ্বাসযোগ্য থাকে।',
    sections: [
      {
        heading: 'বিজ্ঞাপনদাতার দায়িত্ব',
        list: [
          'শুধু সেই প্রপার্টির বিজ্ঞাপন দিন যা আপনার নিজের, অথবা যার মালিক আপনাকে লিখিতভাবে দায়িত্ব দিয়েছেন।',
          'দাম, মাপ, ঠিকানা ও ছবি সত্য হতে হবে। অন্যের ছবি বা অন্য প্রপার্টির ছবি দেবেন না।',
          'একই প্রপার্টির একাধিক বিজ্ঞাপন দেবেন না। ভাড়া বা বিক্রি হয়ে গেলে বিজ্ঞাপন মুছে দিন।',
          'বিজ্ঞাপনে অগ্রিম টাকা, বুকিং ফি বা না দেখে টাকা পাঠানোর কথা লেখা যাবে না।',
        ],
      },
      {
        heading: 'ঠিকানার ভূমিকা',
        paragraphs: [
          'ঠিকানা শুধু মালিক ও আগ্রহী মানুষকে মিলিয়ে দেয়। আমরা কোনো লেনদেনের পক্ষ নই, কোনো প্রপার্টির মালিকানা বা অবস্থা নিশ্চিত করি না, এবং কোনো টাকা গ্রহণ বা জমা রাখি না। চুক্তির আগে কাগজপত্র যাচাই করা ক্রেতা ও ভাড়াটিয়ার দায়িত্ব।',
        ],
      },
      {
        heading: 'মডারেশন',
        paragraphs: [
          'শর্ত ভাঙে এমন যেকোনো বিজ্ঞাপন আমরা কারণ জানিয়ে বাতিল বা সরিয়ে দিতে পারি। বারবার প্রতারণার চেষ্টা করলে অ্যাকাউন্ট বন্ধ করা হবে এবং প্রয়োজনে আইনশৃঙ্খলা বাহিনীকে জানানো হবে।',
        ],
      },
      {
        heading: 'পরিবর্তন',
        paragraphs: [
          'প্রয়োজনে এই শর্তগুলো বদলাতে পারে; বড় কোনো পরিবর্তন হলে আমরা ই-মেইলে জানাব। প্রশ্ন থাকলে যোগাযোগ পাতা থেকে লিখুন।',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of services',
    intro:
      'By using Thikana you agree to these terms. They exist to keep the marketplace safe and trustworthy for everyone.',
    sections: [
      {
        heading: 'What posters agree to',
        list: [
          'Post only property that is yours, or that its owner has asked you in writing to offer.',
          'Price, size, address and photos must be true. Do not use someone else’s photos or photos of another property.',
          'Do not post the same property more than once. Delete the listing once it is rented out or sold.',
          'A listing may not ask for an advance, a booking fee or money before a visit.',
        ],
      },
      {
        heading: 'What Thikana does',
        paragraphs: [
          'Thikana only brings owners and interested people together. We are not a party to any deal, we do not guarantee the ownership or condition of any property, and we never take or hold money. Checking the papers before an agreement is up to the buyer or tenant.',
        ],
      },
      {
        heading: 'Moderation',
        paragraphs: [
          'We may decline or take down any listing that breaks these terms, and we say why. Accounts that try to cheat more than once are closed, and where needed we inform the police.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'These terms may change; we tell you by e-mail about any important change. Questions? Write to us from the contact page.',
        ],
      },
    ],
  },
};

export default content;
