import { greetedLinkMail, type MailReader } from '../mail/link-mail';
import type { Mail } from '../mail/mailer';

/** Tells the owner, in their language, that reports took a listing off the site until an admin looks. */
export function heldMail(owner: MailReader, title: string, link: string): Mail {
  return greetedLinkMail(owner, link, {
    bn: {
      subject: 'ঠিকানা: আপনার বিজ্ঞাপন পর্যালোচনায় আছে',
      body: `কয়েকজন দর্শক আপনার বিজ্ঞাপন “${title}” নিয়ে অভিযোগ করেছেন, তাই আমরা দেখে নেওয়া পর্যন্ত এটি লুকানো আছে।\n\nসব ঠিক থাকলে বিজ্ঞাপনটি আবার প্রকাশিত হবে; না হলে আমরা কারণ জানাব।`,
      action: 'আমার বিজ্ঞাপনগুলো দেখুন',
    },
    en: {
      subject: 'Thikana: your listing is under review',
      body: `Several visitors reported your listing “${title}”, so it is hidden until we have looked at it.\n\nIf all is well it comes back; if not, we will tell you why.`,
      action: 'See my listings',
    },
  });
}
