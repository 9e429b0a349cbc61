import { describe, expect, it } from 'vitest';
import { normalize } from '../../shared/search-understanding';
import bn from '../../shared/search-vocabulary/bn.json' with { type: 'json' };
import en from '../../shared/search-vocabulary/en.json' with { type: 'json' };
import {
  readSearchQueries,
  SEARCH_LANGUAGES,
  SEARCH_QUERY_CLASSES,
  type SearchQuery,
} from './search-eval-queries';

// The held-out third (demo/search-queries-held-out.json) measures the search on what it was not
// tuned on: drawn at random once from all the queries, none of them taught to the vocabulary.

const [tuning, heldOut] = await Promise.all([readSearchQueries('tuning'), readSearchQueries('held-out')]);
const share = (of: (q: SearchQuery) => boolean) =>
  heldOut.filter(of).length / (heldOut.filter(of).length + tuning.filter(of).length);

describe('the held-out evaluation queries (demo/search-queries-held-out.json)', () => {
  it('are about a third of all the queries, in every language', () => {
    expect(share(() => true)).toBeGreaterThan(0.3);
    expect(share(() => true)).toBeLessThan(0.37);
    for (const language of SEARCH_LANGUAGES) {
      expect(
        share((q) => q.language === language),
        language,
      ).toBeGreaterThan(0.28);
      expect(
        share((q) => q.language === language),
        language,
      ).toBeLessThan(0.4);
    }
  });

  it('hold every class of query', () => {
    for (const name of SEARCH_QUERY_CLASSES)
      expect(
        heldOut.some((q) => q.class === name),
        name,
      ).toBe(true);
  });

  it('are not in the tuning set, however spelt', () => {
    const tuned = new Set(tuning.map((q) => normalize(q.query)));
    for (const { query } of heldOut) expect(tuned.has(normalize(query)), query).toBe(false);
  });

  it('never appear in the vocabulary files: the vocabulary is not tuned on them', () => {
    const phrases = new Set(
      [JSON.stringify(en), JSON.stringify(bn)].flatMap(
        (text) => text.match(/"[^"]*"/g)?.map((quoted) => normalize(JSON.parse(quoted) as string)) ?? [],
      ),
    );
    for (const { query } of heldOut) expect(phrases.has(normalize(query)), query).toBe(false);
  });
});
