import { describe, expect, it } from 'vitest';
import { toBengaliDigits } from '../../shared/format';
import { otpSmsText } from './otp-sms';
import { UCS2_SEGMENT } from './sms-segments';

describe('the code SMS', () => {
  it('fits one UCS-2 segment in Bengali, with Bengali digits and the WebOTP line', () => {
    for (const url of ['http://localhost:3000', 'https://thikana.com.bd', 'https://bari.thikana.bd']) {
      const text = otpSmsText('093142', 'bn', url);
      expect(text.length, url).toBeLessThanOrEqual(UCS2_SEGMENT);
      expect(text).toContain(toBengaliDigits('093142'));
      expect(text).toContain('১০ মিনিট');
      expect(text.split('\n').at(-1)).toBe(`@${new URL(url).hostname} #093142`);
    }
  });

  it('leaves the WebOTP line out rather than take two Bengali segments', () => {
    const text = otpSmsText('093142', 'bn', 'https://www.thikana.com.bd');
    expect(text.length).toBeLessThanOrEqual(UCS2_SEGMENT);
    expect(text).toContain(toBengaliDigits('093142'));
    expect(text).not.toContain('@');
  });

  it('is in English with ASCII digits for an English reader, within one GSM-7 segment', () => {
    const text = otpSmsText('093142', 'en', 'https://thikana.com.bd');
    expect(text).toMatch(/^Your Thikana code is 093142\. Valid 10 minutes/);
    expect(text.endsWith('\n@thikana.com.bd #093142')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
