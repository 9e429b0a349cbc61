import { describe, expect, it } from 'vitest';
import { smsSegments } from '../sms/sms-segments';
import { cutLetters, fitSms } from './fit-sms';

describe('an owner notice’s SMS fits two segments', () => {
  it('cuts a long Bengali part at a letter’s boundary, never inside a conjunct', () => {
    const reason = 'ছবিগুলো অন্য বাড়ির, ঠিকানা মেলে না এবং দাম বাজারের তুলনায় অস্বাভাবিক কম। '.repeat(4);
    const text = fitSms(
      (why) => `“ফ্ল্যাট” প্রকাশ করা যায়নি। কারণ: ${why}\nhttp://localhost:3000/profile-post`,
      reason,
      'bn',
    );
    expect(smsSegments(text)).toBeLessThanOrEqual(2);
    expect(text).toMatch(/…\nhttp:\/\/localhost:3000\/profile-post$/);
    // What is kept is the reason's beginning, whole letters only.
    const kept = /কারণ: (.*)…/.exec(text)![1]!;
    expect(reason.startsWith(kept)).toBe(true);
    expect(kept.endsWith('\u09CD')).toBe(false); // no dangling virama (a half conjunct)
  });

  it('leaves a text that fits as it is, and cuts English with three dots', () => {
    expect(fitSms((title) => `Thikana: "${title}" is live.`, 'Flat', 'en')).toBe('Thikana: "Flat" is live.');
    expect(cutLetters('Sunny flat near Padma', 5, 'en')).toBe('Sunny...');
    expect(cutLetters('ক্ষেত্রফল', 1, 'bn')).toBe('ক্ষে…');
  });
});
