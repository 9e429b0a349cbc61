import type { Language } from '../../shared/enums';
import { toBengaliDigits } from '../../shared/format';
import { escapeHtml } from '../escape-html';
import type { Mail } from '../mail/mailer';

/** How long a sign-up link works. */
export const SIGN_UP_LINK_HOURS = 24;

/** What proving an address took from an account that somebody else had set up with it. */
export interface RemovedOnProof {
  /** Sessions signed out. */
  sessions: number;
  /** The verified number taken off, as logs may show it (+88017*******78); null when none. */
  phone: string | null;
  /** Saved searches paused (their mails and SMS stop until the owner resumes them). */
  savedSearches: number;
}

const digits = (value: number | string, language: Language) =>
  language === 'bn' ? toBengaliDigits(String(value)) : String(value);

function render(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; action: string },
): Mail {
  const text = `${[...paragraphs.slice(0, -1), ...(link ? [link.url] : []), ...paragraphs.slice(-1)].join('\n\n')}\n`;
  const html = [
    ...paragraphs.slice(0, -1).map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.action)}</a></p>`] : []),
    `<p>${escapeHtml(paragraphs.at(-1) ?? '')}</p>`,
  ].join('');
  return { to, subject, text, html };
}

/**
 * The link that finishes a sign-up. The address is not proven yet, so the mail quotes nothing the
 * person who signed up wrote (not even the name): it cannot carry a stranger's words to anyone.
 * `takesOver`: an account that was never confirmed holds the address, and the link makes it theirs.
 */
export function signUpLinkMail(to: string, link: string, language: Language, takesOver: boolean): Mail {
  const hours = digits(SIGN_UP_LINK_HOURS, language);
  if (language === 'bn') {
    return render(
      to,
      'ঠিকানা: সাইন আপ শেষ করুন',
      [
        'প্রিয় ব্যবহারকারী,',
        `এই ই-মেইল ঠিকানা দিয়ে ঠিকানায় একটি অ্যাকাউন্ট খোলার অনুরোধ পেয়েছি। নিচের লিংকটি খুলে বোতাম চাপলে অ্যাকাউন্টটি চালু হবে। লিংকটি ${hours} ঘণ্টা কাজ করবে এবং একবারই ব্যবহার করা যাবে।`,
        ...(takesOver
          ? [
              'এই ঠিকানা দিয়ে আগে একটি অ্যাকাউন্ট খোলা হয়েছিল, কিন্তু ঠিকানাটি কখনো নিশ্চিত করা হয়নি। লিংকটি ব্যবহার করলে অ্যাকাউন্টটি আপনার হবে: আগের সব লগইন বন্ধ হবে, যাচাই করা মোবাইল নম্বর সরানো হবে এবং সংরক্ষিত খোঁজগুলো থামানো হবে।',
            ]
          : []),
        'আপনি অনুরোধ না করে থাকলে এই ই-মেইলটি উপেক্ষা করুন; কোনো অ্যাকাউন্ট খোলা হবে না।',
      ],
      { url: link, action: 'সাইন আপ শেষ করুন' },
    );
  }
  return render(
    to,
    'Thikana: finish signing up',
    [
      'Hello,',
      `We received a request to open a Thikana account with this e-mail address. Open the link below and press the button to start using it. The link works for ${hours} hours and only once.`,
      ...(takesOver
        ? [
            'An account was made with this address before, but the address was never confirmed. Using the link makes that account yours: every earlier sign-in ends, its verified mobile number is removed and its saved searches are paused.',
          ]
        : []),
      'If you did not ask for this, ignore this e-mail; no account is opened.',
    ],
    { url: link, action: 'Finish signing up' },
  );
}

/** To the owner of an address someone tried to sign up with: nothing changes, and how to get in. */
export function signUpTakenMail(to: string, name: string, forgotUrl: string, language: Language): Mail {
  if (language === 'bn') {
    return render(
      to,
      'ঠিকানা: আপনার ই-মেইল দিয়ে কেউ সাইন আপ করতে চেয়েছে',
      [
        `প্রিয় ${name},`,
        'কেউ আপনার ই-মেইল ঠিকানা দিয়ে ঠিকানায় নতুন অ্যাকাউন্ট খুলতে চেয়েছে। এই ঠিকানায় আপনার অ্যাকাউন্ট আগে থেকেই আছে, তাই কিছুই বদলায়নি।',
        'আপনি নিজে চেষ্টা করে থাকলে লগ ইন করুন; পাসওয়ার্ড মনে না থাকলে নিচের লিংকে নতুন পাসওয়ার্ড চাইতে পারেন।',
        'আপনি না করে থাকলে কিছু করার দরকার নেই।',
      ],
      { url: forgotUrl, action: 'পাসওয়ার্ড ভুলে গেছেন?' },
    );
  }
  return render(
    to,
    'Thikana: someone tried to sign up with your e-mail',
    [
      `Dear ${name},`,
      'Someone tried to open a new Thikana account with your e-mail address. You already have an account with it, so nothing changed.',
      'If it was you, sign in; if you forgot your password, you can ask for a new one at the link below.',
      'If it was not you, there is nothing to do.',
    ],
    { url: forgotUrl, action: 'Forgot your password?' },
  );
}

/**
 * After an address was proven on an account that someone else had set up with it (a sign-up link or
 * a password reset): the account is the owner's now, and this is what was taken off it.
 */
export function accountProvenMail(to: string, removed: RemovedOnProof, language: Language): Mail {
  const bn = language === 'bn';
  const lines = [
    ...(removed.sessions > 0
      ? [
          bn
            ? `${digits(removed.sessions, language)}টি ডিভাইসের লগইন বন্ধ করা হয়েছে।`
            : `${removed.sessions} sign-in${removed.sessions === 1 ? '' : 's'} on other devices ended.`,
        ]
      : []),
    ...(removed.phone
      ? [
          bn
            ? `যাচাই করা মোবাইল নম্বর ${digits(removed.phone, language)} সরানো হয়েছে; আপনার নম্বর সেটিংসে কোড দিয়ে যাচাই করুন।`
            : `The verified mobile number ${removed.phone} was removed; verify your own in settings with a code.`,
        ]
      : []),
    ...(removed.savedSearches > 0
      ? [
          bn
            ? `${digits(removed.savedSearches, language)}টি সংরক্ষিত খোঁজ থামানো হয়েছে; যেগুলো আপনার, সেগুলো আবার চালু করতে পারেন।`
            : `${removed.savedSearches} saved search${removed.savedSearches === 1 ? ' was' : 'es were'} paused; resume the ones that are yours.`,
        ]
      : []),
  ];
  return bn
    ? render(to, 'ঠিকানা: অ্যাকাউন্টটি এখন আপনার', [
        // The account's name may be the earlier holder's words: not quoted.
        'প্রিয় ব্যবহারকারী,',
        'আপনি ই-মেইল ঠিকানাটি নিশ্চিত করেছেন, তাই এই অ্যাকাউন্ট এখন শুধু আপনার। আগে যে এটি ব্যবহার করেছে, তার যোগ করা জিনিস সরানো হয়েছে:',
        ...lines,
        'কোনো বিজ্ঞাপন আপনার না হলে সেটি মুছে ফেলুন।',
      ])
    : render(to, 'Thikana: the account is yours now', [
        'Hello,',
        'You confirmed the e-mail address, so this account is yours alone now. What whoever used it before had added was removed:',
        ...lines,
        'If a listing on it is not yours, delete it.',
      ]);
}
