import { describe, expect, it } from 'vitest';
import { keywordToTsquery } from './keyword-query';

describe('the keyword as a full-text query', () => {
  it('matches every word as a prefix, in either script', () => {
    expect(keywordToTsquery('Flat  Uposhohor')).toBe('flat:* & uposhohor:*');
    expect(keywordToTsquery('উপশহরে ফ্ল্যাট')).toBe('উপশহরে:* & ফ্ল্যাট:*');
  });

  it('drops the characters that would change the query', () => {
    expect(keywordToTsquery("flat' | !(x) & y:*")).toBe('flat:* & x:* & y:*');
    expect(keywordToTsquery('  !!!  ')).toBeNull();
  });
});
