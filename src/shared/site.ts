// The public face of Thikana shown in the footer. The public e-mail and phone are the
// server's PUBLIC_EMAIL and PUBLIC_PHONE (GET /meta); this e-mail is the default of the first.
export const SITE = {
  publicEmail: 'hello@thikana.com.bd',
  facebookUrl: 'https://www.facebook.com/thikana.rajshahi',
  instagramUrl: 'https://www.instagram.com/thikana.rajshahi',
  studio: 'Barind Digital Studio',
  dialCode: '+880',
} as const;
