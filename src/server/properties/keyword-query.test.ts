import { describe, expect, it } from 'vitest';
import { keywordWords } from './keyword-query';

describe('the words of a keyword', () => {
  it('splits and lower-cases words in either script', () => {
    expect(keywordWords('Flat  Uposhohor')).toEqual(['flat', 'uposhohor']);
    expect(keywordWords('উপশহরে ফ্ল্যাট')).toEqual(['উপশহরে', 'ফ্ল্যাট']);
  });

  it('drops the characters that would change the query', () => {
    expect(keywordWords("flat' | !(x) & y:*")).toEqual(['flat', 'x', 'y']);
    expect(keywordWords('  !!!  ')).toEqual([]);
  });
});
