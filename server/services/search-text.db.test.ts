/**
 * Any search text gives results or an empty list, never a database error: a table of nasty texts
 * and a few hundred random ones through the real search, on PGlite and — when reachable — on a
 * PostgreSQL database of its own (created and dropped here; skipped with a message otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { countAdverts, listingScreen } from './search';
import { getAdvertSearchFilters } from './search-facets';

const nasty: [string, string][] = [
  ['10,000 dashes', '-'.repeat(10_000)],
  ['- - - - ×2000', '- - - - '.repeat(2000)],
  ['60 lone dashes (overflowed the tsquery stack)', '- '.repeat(60)],
  [
    'dashes around a word',
    '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - golf',
  ],
  ['negated words', '-golf -passat -a -b -c -d -e -f -g -h -i -j -k -l -m -n'],
  ['a lone quote', '"'],
  ['quotes', '"""" " "golf" "" "\'\'\'\''],
  ['quoted dashes', `"${'- '.repeat(80)}"`],
  ['or or or', 'or or or or or or or or or or or or or or or or or or or'],
  ['operators', "! & | : * ( ) <-> \\ ' ; -- /*"],
  ['emoji', '🚗🚙 golf 👍🏽 👨‍👩‍👧'],
  ['NUL bytes', 'golf\u0000\u0000diesel\u0000'],
  ['100 KB of text', 'întreținută '.repeat(9000)],
  ['100 KB in one word', 'x'.repeat(100_000)],
  ['diacritics', 'ȘȚĂÂÎ șțăâî ş ţ'],
  ['SQL', "golf'; drop table adverts; --"],
  ['a broken surrogate pair', 'golf \uD83D diesel \uDE97'],
];

/** Deterministic random texts from the characters that mean something to websearch_to_tsquery. */
function randomTexts(count: number): string[] {
  const pieces = [
    '-',
    '- ',
    '"',
    ' ',
    'or ',
    'OR ',
    '!',
    '&',
    '|',
    ':*',
    '(',
    ')',
    'golf',
    'ă',
    '\u0000',
    '🚗',
    "'",
    '\\',
    '<->',
  ];
  let state = 20_260_315;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 300) }, () => pieces[next() % pieces.length]).join(''),
  );
}

/** Every search entry point with the text: counts, a listing page and the filter facets. */
async function searchEverywhere(db: Db, query: string): Promise<number> {
  const filters = { query };
  const count = await countAdverts(db, 'autoturisme', filters);
  const page = await listingScreen(db, { categorySlug: 'autoturisme', first: 5, filters });
  await getAdvertSearchFilters(db, 'autoturisme', filters);
  expect(page.adverts.totalCount).toBe(count);
  return count;
}

function describeSearchTexts(label: string, open: () => Promise<{ db: Db; close: () => Promise<void> }>) {
  describe(`search texts on ${label}`, () => {
    let handle: { db: Db; close: () => Promise<void> } | undefined;
    beforeAll(async () => {
      handle = await open();
    }, 120_000);
    afterAll(async () => {
      await handle?.close();
    });
    const db = () => {
      if (!handle) throw new Error('no database');
      return handle.db;
    };

    it.each(nasty)('%s gives results or an empty list', async (_name, text) => {
      expect(await searchEverywhere(db(), text)).toBeGreaterThanOrEqual(0);
    });

    it('a word around the noise still finds its adverts', async () => {
      const golf = await countAdverts(db(), 'autoturisme', { query: 'golf' });
      expect(golf).toBeGreaterThan(0);
      expect(await searchEverywhere(db(), `- - - - ${'- '.repeat(100)} golf 🚗 "`)).toBe(golf);
    });

    it('300 random texts of operators, quotes and dashes never fail', async () => {
      for (const text of randomTexts(300)) {
        await expect(
          countAdverts(db(), 'autoturisme', { query: text }),
          JSON.stringify(text),
        ).resolves.toBeGreaterThanOrEqual(0);
      }
    }, 120_000);
  });
}

describeSearchTexts('PGlite', async (): Promise<TestDb> => createTestDb({ ads: 120 }));

if (await postgresReachable('search-text.db.test')) {
  describeSearchTexts('PostgreSQL', () => createPgTestDb('gql_search', { ads: 120, maxConnections: 2 }));
} else {
  describe.skip('search texts on PostgreSQL (not reachable)', () => {
    it('skipped', () => {});
  });
}
