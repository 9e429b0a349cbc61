// The public face of Thikana shown in the footer (spec §1).
export const SITE = {
  publicEmail: 'hello@thikana.com.bd',
  publicPhone: '+8801300000000',
  publicPhoneDisplay: '+880 1300-000000',
  facebookUrl: 'https://www.facebook.com/thikana.rajshahi',
  instagramUrl: 'https://www.instagram.com/thikana.rajshahi',
  studio: 'Barind Digital Studio',
  dialCode: '+880',
} as const;
