import type { Language } from '../../shared/enums';
import { greetedLinkMail, type MailReader } from '../mail/link-mail';
import type { Mail } from '../mail/mailer';
import { cutLetters, fitSms, oneLine } from '../notices/fit-sms';
import type { OwnerNotice } from '../notices/owner-notice';

// What the owner is told of an admin's decision on their proof of ownership, in their language: a
// mail, or an SMS of two segments at most (notices/fit-sms.ts) with the link to their listings.

const TITLE_LETTERS = 20;

const quoted = (title: string, language: Language) => {
  const short = cutLetters(oneLine(title), TITLE_LETTERS, language);
  return language === 'bn' ? `“${short}”` : `"${short}"`;
};

function ownershipMail(owner: MailReader, title: string, reason: string | null, link: string): Mail {
  if (reason === null) {
    return greetedLinkMail(owner, link, {
      bn: {
        subject: 'ঠিকানা: আপনার মালিকানা যাচাই হয়েছে',
        body: `আপনার পাঠানো কাগজ দেখে আমরা নিশ্চিত হয়েছি যে “${title}” আপনার। বিজ্ঞাপনটিতে এখন “মালিক যাচাইকৃত” চিহ্ন দেখা যাবে।\n\nআপনার পাঠানো ফাইলটি ৩০ দিন পরে মুছে ফেলা হবে।`,
        action: 'আমার বিজ্ঞাপনগুলো দেখুন',
      },
      en: {
        subject: 'Thikana: your ownership is verified',
        body: `The paper you sent shows that “${title}” is yours. The listing now shows an “owner verified” badge.\n\nThe file you sent is deleted in 30 days.`,
        action: 'See my listings',
      },
    });
  }
  return greetedLinkMail(owner, link, {
    bn: {
      subject: 'ঠিকানা: মালিকানার প্রমাণ গ্রহণ করা যায়নি',
      body: `“${title}”-এর জন্য পাঠানো মালিকানার প্রমাণ আমরা গ্রহণ করতে পারিনি।\n\nকারণ: ${reason}\n\nঅন্য কোনো কাগজ (হোল্ডিং ট্যাক্সের রসিদ, বিল বা জমির কাগজ) আবার পাঠাতে পারেন। আপনার পাঠানো ফাইলটি ৩০ দিন পরে মুছে ফেলা হবে।`,
      action: 'আবার পাঠান',
    },
    en: {
      subject: 'Thikana: your proof of ownership was not accepted',
      body: `We could not accept the proof of ownership you sent for “${title}”.\n\nReason: ${reason}\n\nYou can send another paper (a holding-tax receipt, a bill or a land record). The file you sent is deleted in 30 days.`,
      action: 'Send another',
    },
  });
}

function ownershipSms(language: Language, title: string, reason: string | null, link: string): string {
  if (reason === null) {
    // The title gives way to the link.
    return fitSms(
      (cut) =>
        language === 'bn'
          ? `“${cut}”: মালিকানা যাচাই হয়েছে।\n${link}`
          : `Thikana: "${cut}" now shows "owner verified".\n${link}`,
      title,
      language,
    );
  }
  // A Bengali title makes an English text UCS-2 too: the words around it are few, the title short.
  const name = quoted(title, language);
  return fitSms(
    (why) =>
      language === 'bn'
        ? `${name}: মালিকানার প্রমাণ গ্রহণ হয়নি। কারণ: ${why}\n${link}`
        : `Thikana: proof for ${name} not accepted: ${why}\n${link}`,
    reason,
    language,
  );
}

/** The notice of a decision on a proof: accepted (reason null) or declined with the reason. */
export function ownershipNotice(title: string, reason: string | null, link: string): OwnerNotice {
  return {
    kind: reason === null ? 'ownership-approved' : 'ownership-declined',
    mail: (owner) => ownershipMail(owner, title, reason, link),
    sms: (language) => ownershipSms(language, title, reason, link),
  };
}
