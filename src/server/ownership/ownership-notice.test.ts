import { describe, expect, it } from 'vitest';
import { smsSegments } from '../sms/sms-segments';
import { ownershipNotice } from './ownership-notice';

// The SMS of a decision on a proof of ownership fits two segments (docs/sms.md) whatever the title's
// script, the reader's language and the reason's length, with a production-length link.

const LINK = 'https://www.thikana.com.bd/profile-post';
const TITLES = [
  'উপশহরে দক্ষিণমুখী তিন রুমের ফ্ল্যাট, লিফট ও গ্যাস আছে',
  'Sunny three-room flat in Uposhohor with lift',
];
const REASONS = [
  null,
  'The bill names someone else. '.repeat(10),
  'বিলে অন্য একজনের নাম লেখা আছে। '.repeat(10),
];

describe('the SMS of a decision on a proof of ownership', () => {
  for (const language of ['bn', 'en'] as const)
    for (const title of TITLES)
      for (const reason of REASONS)
        it(`fits two segments (${language}, ${title.slice(0, 8)}…, ${reason === null ? 'accepted' : reason.slice(0, 8)})`, async () => {
          const text = await ownershipNotice(title, reason, LINK).sms!(language);
          expect(smsSegments(text)).toBeLessThanOrEqual(2);
          expect(text.endsWith(`\n${LINK}`)).toBe(true);
          if (reason !== null) expect(text).toContain(reason.slice(0, 6));
        });
});
