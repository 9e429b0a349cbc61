import type { InfoPageContent } from './info-doc';

const content: InfoPageContent = {
  bn: {
    title: 'নিরাপদে বাসা খুঁজুন',
    intro:
      'ঠিকানার বেশিরভাগ মালিক সৎ মানুষ। তবু কিছু প্রতারক ভাড়া বা বিক্রির মিথ্যা বিজ্ঞাপন দিয়ে টাকা হাতিয়ে নিতে চায়। এই কয়েকটি নিয়ম মানলে প্রায় সব প্রতারণা এড়ানো যায়।',
    sections: [
      {
        heading: 'না দেখে কখনো অগ্রিম দেবেন না',
        paragraphs: [
          'বাসা বা জমি নিজে গিয়ে না দেখে, মালিকের সাথে সামনাসামনি কথা না বলে কোনো টাকা পাঠাবেন না, বুকিং মানি বা "সিরিয়াল রাখার টাকা" হলেও না। "আরও অনেকে আগ্রহী, আজই টাকা না দিলে হাতছাড়া হবে" বলে তাড়া দিলে সেটি সবচেয়ে বড় সতর্কসংকেত।',
        ],
      },
      {
        heading: 'বিকাশে "ভুল করে টাকা চলে গেছে" প্রতারণা',
        paragraphs: [
          'প্রতারক প্রথমে আপনার নম্বরে একটি ভুয়া এসএমএস পাঠায়, যেন বিকাশ বা নগদ থেকে টাকা এসেছে। তারপর ফোন করে কান্নাকাটি করে বলে, ভুল করে টাকা পাঠিয়ে ফেলেছে, ফেরত দিন। আসলে কোনো টাকাই আসেনি।',
        ],
        list: [
          'এসএমএস নয়, বিকাশ অ্যাপে বা *247# ডায়াল করে নিজের ব্যালান্স দেখুন।',
          'সত্যিই ভুল টাকা এলে বিকাশ হেল্পলাইন ১৬২৪৭-এ জানান; নিজে থেকে কাউকে ফেরত পাঠাবেন না।',
          'কেউ ওটিপি বা পিন চাইলে কখনো দেবেন না। বিকাশ, নগদ বা ঠিকানা কখনো পিন চায় না।',
        ],
      },
      {
        heading: 'দেখতে যাওয়ার সময়',
        list: [
          'একা না গিয়ে পরিবারের কাউকে বা বন্ধুকে সঙ্গে নিন, দিনের বেলা যান।',
          'কোথায় যাচ্ছেন, কার সাথে দেখা করছেন, বাসার কাউকে জানিয়ে যান।',
          'যিনি দেখাচ্ছেন তিনিই মালিক কি না জেনে নিন; দরকারে জাতীয় পরিচয়পত্র ও বিদ্যুৎ বিলের কাগজ দেখতে চান।',
          'ভাড়ার চুক্তি লিখিত করুন, অগ্রিম ও মাসিক ভাড়ার রসিদ নিন।',
        ],
      },
      {
        heading: 'সন্দেহ হলে জানান',
        paragraphs: [
          'কোনো বিজ্ঞাপন সন্দেহজনক মনে হলে বিজ্ঞাপনের পাতায় "বিজ্ঞাপনটি রিপোর্ট করুন" চাপুন। কয়েকজন রিপোর্ট করলে বিজ্ঞাপনটি সঙ্গে সঙ্গে সরিয়ে মডারেটররা যাচাই করেন। টাকা খোয়ালে দেরি না করে নিকটস্থ থানায় বা জাতীয় জরুরি সেবা ৯৯৯-এ যোগাযোগ করুন।',
        ],
      },
    ],
  },
  en: {
    title: 'Staying safe',
    intro:
      'Most owners on Thikana are honest people. Still, a few cheats post fake rent or sale listings to take money. Follow these rules and you avoid nearly all of them.',
    sections: [
      {
        heading: 'Never pay an advance before seeing the place',
        paragraphs: [
          'Do not send any money (not a booking fee, not "money to hold your place in the queue") before you have seen the home or the land yourself and met the owner face to face. "Many others want it, pay today or lose it" is the biggest warning sign there is.',
        ],
      },
      {
        heading: 'The bKash "money sent by mistake" scam',
        paragraphs: [
          'The cheat first sends a fake SMS to your number that looks like money arriving from bKash or Nagad. Then they call, upset, saying they sent it to you by mistake and asking you to send it back. No money ever arrived.',
        ],
        list: [
          'Check your balance in the bKash app or by dialling *247#, never from an SMS.',
          'If money really did arrive by mistake, tell the bKash helpline on 16247; do not send anything back yourself.',
          'Never give anyone an OTP or your PIN. bKash, Nagad and Thikana never ask for it.',
        ],
      },
      {
        heading: 'When you go to see it',
        list: [
          'Take a family member or a friend along, and go in daylight.',
          'Tell someone at home where you are going and whom you are meeting.',
          'Make sure the person showing it is the owner; if in doubt, ask to see their national ID card and an electricity bill for the place.',
          'Put the rent agreement in writing, and get receipts for the advance and the monthly rent.',
        ],
      },
      {
        heading: 'Tell us when something feels wrong',
        paragraphs: [
          'If a listing looks suspicious, press "Report this listing" on its page. When several people report it, it is taken down at once and a moderator checks it. If you have lost money, go to the nearest police station or call the national emergency number 999 without delay.',
        ],
      },
    ],
  },
};

export default content;
