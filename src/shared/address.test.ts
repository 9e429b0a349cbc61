import { describe, expect, it } from 'vitest';
import { fullAddress, mentionsPlace } from './address';

const uposhohor = { name: 'Uposhohor', name_bn: 'উপশহর' };
const rajshahi = { name: 'Rajshahi', name_bn: 'রাজশাহী' };
const kazla = { name: 'Kazla', name_bn: 'কাজলা' };

describe('addresses', () => {
  it('adds the area and the city the street address does not name', () => {
    expect(fullAddress('House 12, Road 3', [uposhohor, rajshahi], 'en')).toBe(
      'House 12, Road 3, Uposhohor, Rajshahi',
    );
    expect(fullAddress('বাড়ি ১২, রোড ৩', [uposhohor, rajshahi], 'bn')).toBe('বাড়ি ১২, রোড ৩, উপশহর, রাজশাহী');
  });

  it('does not repeat an area the street address already names, in either language', () => {
    expect(fullAddress('সেক্টর ৩, উপশহর', [uposhohor, rajshahi], 'bn')).toBe('সেক্টর ৩, উপশহর, রাজশাহী');
    expect(fullAddress('উপশহর সেক্টর ৩', [uposhohor, rajshahi], 'bn')).toBe('উপশহর সেক্টর ৩, রাজশাহী');
    expect(fullAddress('Sector 3, uposhohor,', [uposhohor, rajshahi], 'bn')).toBe(
      'Sector 3, uposhohor, রাজশাহী',
    );
    expect(fullAddress('উপশহরের ৩ নম্বর সেক্টর, রাজশাহী', [uposhohor, rajshahi], 'en')).toBe(
      'উপশহরের ৩ নম্বর সেক্টর, রাজশাহী',
    );
  });

  it('reads a name as a word: Kazlapara does not name Kazla', () => {
    expect(mentionsPlace('Kazlapara lane', kazla)).toBe(false);
    expect(mentionsPlace('Near Kazla gate', kazla)).toBe(true);
    expect(mentionsPlace('Kazlapara lane, by KAZLA gate', kazla)).toBe(true);
    expect(mentionsPlace('পশ্চিম কাজলা', kazla)).toBe(true);
    expect(mentionsPlace('আকাজলা', kazla)).toBe(false);
  });

  it('matches Bengali written with decomposed or composed letters alike', () => {
    const boalia = { name: 'Boalia', name_bn: 'বোয়ালিয়া' };
    expect(mentionsPlace('বোয়ালিয়া থানার পাশে'.normalize('NFD'), boalia)).toBe(true);
  });

  it('shows only the places when there is no street address', () => {
    expect(fullAddress('  ', [uposhohor, rajshahi], 'en')).toBe('Uposhohor, Rajshahi');
  });
});
