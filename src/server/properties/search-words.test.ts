import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '../db/schema';
import { createProperty } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the words search suggests from', () => {
  it('takes listings saved at the same moment with the same new words, every one of them', async () => {
    // Owners in one area post at once, each with some of the same new words and some of their own:
    // on PostgreSQL each save records its words in its own transaction, side by side.
    const shared = Array.from({ length: 60 }, (_, i) => `w${randomUUID().slice(0, 8)}x${i}`);
    const titles = Array.from({ length: 16 }, (_, i) =>
      [
        ...shared.filter((_, j) => (j * 7 + i * 13) % 5 < 3),
        ...Array.from({ length: 10 }, () => `own${randomUUID().slice(0, 8)}`),
      ].join(' '),
    );
    const saves = await Promise.allSettled(titles.map((title) => createProperty(t.database.db, { title })));
    expect(saves.filter((save) => save.status === 'rejected')).toEqual([]);
    const known = await t.database.db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(inArray(searchWords.word, shared));
    expect(known).toHaveLength(shared.length);
  });
});
