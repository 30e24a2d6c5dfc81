/**
 * Free text in the in-memory search index (search-memory-text.ts): counts, facets and range
 * bounds of free-text searches equal SQL's (the same services with the index off) — frequent and
 * rare words, two words, OR, negation, diacritics, a word no advert has, with other filters — and
 * stay equal as an advert's text is posted, edited, expired, re-activated and deleted; phrases are
 * left to SQL. On PGlite and, when reachable, PostgreSQL. The word lists themselves (lists and
 * bitmaps, compaction) are checked against a direct computation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawQuery } from '@/server/db/client';
import { createPgTestDb, postgresReachable } from '@/server/db/testing/pg-test-db';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import type { AdvertFilters } from './ads.types';
import type { AdvertSort } from './ads.types';
import { countAdverts, listingScreen } from './search';
import { getAdvertSearchFilters } from './search-facets';
import { memoryStore, setMemoryIndexOn } from './search-memory';
import { CategoryStore, type MemoryRow, newDictionaries } from './search-memory-store';
import { memoryRow } from './testing/memory-row';
import { parseTsquery } from './search-memory-text';
import { normaliseSearchText } from './search-text';

/** Texts the index answers (with the filters they are combined with in the test). */
const TEXTS = [
  'garantie',
  'garanție',
  'GARANȚIE service',
  'diesel automată',
  'diesel or benzină',
  'garanție -leasing',
  '-garanție',
  'golf or passat -diesel',
  'zzqxwv',
  'zzqxwv or garantie',
  '!!!',
];
/** Texts with a phrase: SQL answers. */
const PHRASES = ['"carte service"', 'buy-back'];

function describeText(label: string, open: () => Promise<TestDb>): void {
  let t: TestDb;
  let make = '';
  beforeAll(async () => {
    t = await open();
    const [row] = await rawQuery<{ make: string }>(
      t.db,
      `select mk.slug as make from adverts a join makes mk on mk.id = a.make_id
        where a.category_id = 29 and a.status = 'active' group by mk.slug order by count(*) desc limit 1`,
    );
    make = row?.make ?? '';
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const filterSets = (query: string): [string, AdvertFilters][] => [
    [query, { query }],
    [`${query} + make`, { query, makes: [make] }],
    [`${query} + ranges`, { query, priceFrom: 5000, yearFrom: 2005 }],
  ];

  async function answers(filters: AdvertFilters): Promise<unknown[]> {
    return [
      await countAdverts(t.db, 'autoturisme', filters),
      await getAdvertSearchFilters(t.db, 'autoturisme', filters),
    ];
  }

  async function expectSameAsSql(texts: readonly string[]): Promise<void> {
    for (const text of texts)
      for (const [name, filters] of filterSets(text)) {
        const fromIndex = await answers(filters);
        setMemoryIndexOn(t.db, false);
        const fromSql = await answers(filters);
        setMemoryIndexOn(t.db, true);
        expect(fromIndex, name).toEqual(fromSql);
      }
  }

  /** True when the index answers the text itself (not SQL). */
  async function indexAnswers(text: string): Promise<boolean> {
    const query = normaliseSearchText(text) ?? '';
    const store = await memoryStore(t.db, 29, query);
    return (store?.text.bits(query, store.size) ?? null) !== null;
  }

  const count = (query: string): Promise<number> => countAdverts(t.db, 'autoturisme', { query });

  describe(`free text in the in-memory search index on ${label}`, () => {
    it('answers like SQL for words, OR, negation and diacritics, with other filters', async () => {
      for (const text of TEXTS) expect(await indexAnswers(text), text).toBe(true);
      // The texts find something and tell adverts apart (neither nothing nor everything).
      const total = await countAdverts(t.db, 'autoturisme', {});
      expect(await count('garantie')).toBeGreaterThan(0);
      expect(await count('garantie')).toBeLessThan(total);
      expect(await count('garanție -leasing')).toBeLessThan(await count('garanție'));
      expect(await count('-garanție')).toBe(total - (await count('garanție')));
      expect(await count('zzqxwv')).toBe(0);
      await expectSameAsSql(TEXTS);
    });

    it('leaves phrases to SQL, which still answers', async () => {
      for (const text of PHRASES) expect(await indexAnswers(text), text).toBe(false);
      expect(await count('"carte service"')).toBeGreaterThan(0);
      await expectSameAsSql(PHRASES);
    });

    it('gives the pages of free-text searches in every sort order, forwards and backwards, like SQL', async () => {
      const sorts: AdvertSort[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'MILEAGE_ASC', 'YEAR_DESC', 'RELEVANCE'];
      /** Three pages forwards, then one back: cards (main photo included), counts and page info. */
      const walk = async (query: string, sort: AdvertSort): Promise<unknown[]> => {
        const input = { categorySlug: 'autoturisme', sort, first: 7, filters: { query } };
        const pages = [await listingScreen(t.db, input)];
        for (let k = 0; k < 2; k += 1) {
          const after = pages[pages.length - 1]?.adverts.pageInfo.endCursor;
          if (after) pages.push(await listingScreen(t.db, { ...input, after }));
        }
        const before = pages[pages.length - 1]?.adverts.pageInfo.startCursor;
        if (before) pages.push(await listingScreen(t.db, { ...input, before }));
        return pages.map((p) => [p.adverts.nodes, p.adverts.totalCount, p.adverts.pageInfo]);
      };
      // Every sort on a frequent word; the other kinds of text (OR, negation, rare, none) in the
      // relevance order (free text's own) and by price (a column order with ties).
      const walks: [string, AdvertSort][] = [
        ...sorts.map((sort): [string, AdvertSort] => ['garantie', sort]),
        ...['diesel or benzină', '-garanție', 'golf', 'zzqxwv'].flatMap((query): [string, AdvertSort][] => [
          [query, 'RELEVANCE'],
          [query, 'PRICE_ASC'],
        ]),
      ];
      for (const [query, sort] of walks) {
        const fromIndex = await walk(query, sort);
        setMemoryIndexOn(t.db, false);
        const fromSql = await walk(query, sort);
        setMemoryIndexOn(t.db, true);
        expect(fromIndex, `${query} by ${sort}`).toEqual(fromSql);
      }
      // The pages really come from the index: a third page exists for a frequent word.
      expect((await walk('garantie', 'NEWEST')).length).toBe(4);
    });

    let id = '';
    it('finds a posted advert by its words at once, and follows an edit of its title and description', async () => {
      const [row] = await rawQuery<{ id: string }>(
        t.db,
        `insert into adverts (category_id, user_id, status, title, description, make_id, model_id, make_name, model_name,
          year, mileage, fuel_type, gearbox, color, price_gross, currency, price_lei, city_id, county_code)
        select 29, (select id from users limit 1), 'active', 'Zanzibar Golf', 'Mașină de colecție, garanție', mk.id, md.id,
          mk.name, md.name, 2015, 100000, 'diesel', 'manual', 'black', 50000, 'LEI', 50000, c.id, c.county_code
        from makes mk join models md on md.make_id = mk.id, cities c
        where mk.slug = 'volkswagen' and md.slug = 'golf' and c.id = (select min(id) from cities)
        returning id::text`,
      );
      id = row?.id ?? '';
      expect(await count('zanzibar')).toBe(1);
      expect(await count('colecție garanție')).toBeGreaterThanOrEqual(1);
      await rawQuery(t.db, `update adverts set title = 'Kilimanjaro Golf' where id = $1`, [id]);
      expect(await count('zanzibar')).toBe(0);
      expect(await count('kilimanjaro')).toBe(1);
      await rawQuery(t.db, `update adverts set description = 'Zanzibar' where id = $1`, [id]);
      expect(await count('zanzibar kilimanjaro')).toBe(1);
      expect(await count('colecție')).toBe(0);
      await expectSameAsSql(['kilimanjaro', 'zanzibar or garantie', 'golf -zanzibar']);
    });

    it('forgets an expired or deleted advert and finds it again when it comes back', async () => {
      await rawQuery(t.db, `update adverts set status = 'archived' where id = $1`, [id]);
      expect(await count('kilimanjaro')).toBe(0);
      await rawQuery(t.db, `update adverts set status = 'active' where id = $1`, [id]);
      expect(await count('kilimanjaro')).toBe(1);
      await rawQuery(t.db, `delete from adverts where id = $1`, [id]);
      expect(await count('kilimanjaro')).toBe(0);
      await rawQuery(
        t.db,
        `update adverts set status = 'archived' where id in (select id from adverts where status = 'active' order by id limit 40)`,
      );
      await expectSameAsSql(['garantie', 'diesel or benzină', '-garanție']);
    });
  });
}

describeText('PGlite', () => createTestDb({ ads: 300 }));
if (await postgresReachable('search-memory-text.test')) {
  describeText('PostgreSQL', () => createPgTestDb('search_memory_text', { ads: 300, maxConnections: 4 }));
}

describe('tsquery parsing', () => {
  it('reads words, AND, OR, NOT and parentheses as PostgreSQL prints them', () => {
    expect(parseTsquery("'golf' | 'passat' & !'diesel'")).toEqual({
      op: 'or',
      args: [
        { op: 'word', word: 'golf' },
        {
          op: 'and',
          args: [
            { op: 'word', word: 'passat' },
            { op: 'not', arg: { op: 'word', word: 'diesel' } },
          ],
        },
      ],
    });
    expect(parseTsquery("( 'a' | 'b' ) & 'c'")).toEqual({
      op: 'and',
      args: [
        {
          op: 'or',
          args: [
            { op: 'word', word: 'a' },
            { op: 'word', word: 'b' },
          ],
        },
        { op: 'word', word: 'c' },
      ],
    });
    expect(parseTsquery("'o''x' & 'a\\\\b'")).toEqual({
      op: 'and',
      args: [
        { op: 'word', word: "o'x" },
        { op: 'word', word: 'a\\b' },
      ],
    });
    expect(parseTsquery('')).toEqual({ op: 'none' });
  });

  it('leaves phrases, weights, prefixes and anything unexpected to SQL', () => {
    for (const text of ["'cart' <-> 'servic'", "'a' <2> 'b'", "'a':*", "'a':AB", "'a' &", "('a'", "'a"])
      expect(parseTsquery(text), text).toBeNull();
  });
});

describe('word lists', () => {
  /** A row with only its id, make and words set (four makes: a load or compaction reorders the slots by make). */
  const row = (id: number, lexemes: string): MemoryRow =>
    memoryRow(id, {
      make_id: 1 + (id % 4),
      badges: [],
      price_lei: 1,
      price_net_lei: 1,
      created_ms: id,
      relevance_key: id,
      lexemes,
    });

  it('give the slots of each word as lists and bitmaps, through a load and a compaction that reorder the slots', () => {
    const store = new CategoryStore(newDictionaries());
    // 'every' on all adverts and 'third' on a third (bitmaps); 'n7' on 1/50, 'rare' and 'far' on a few
    // (lists of gaps of one, two and three bytes).
    const words = (id: number): string =>
      [
        'every',
        id % 3 === 0 ? 'third' : '',
        id % 997 === 0 ? 'rare' : '',
        id % 20_000 === 1 ? 'far' : '',
        `n${id % 50}`,
      ]
        .filter(Boolean)
        .join(' ');
    for (let id = 1; id <= 45_000; id += 1) store.put(row(id, words(id)));
    store.trim();
    const removed = (id: number): boolean => id % 2 === 0 || (id > 8000 && id < 40_000);
    // Removing more than a quarter compacts the store (slots renumbered).
    for (let id = 1; id <= 45_000; id += 1) if (removed(id)) store.remove(id);
    expect(store.size).toBeLessThan(45_000);
    for (let id = 45_001; id <= 45_100; id += 1) store.put(row(id, words(id)));
    const ids = (query: Parameters<typeof store.text.match>[0]): number[] => {
      const bits = store.text.match(query, store.size);
      const found: number[] = [];
      for (let s = 0; s < store.size; s += 1)
        if (store.alive[s] === 1 && ((bits[s >>> 5] as number) >>> (s & 31)) & 1) found.push(store.ids[s] as number);
      return found.sort((a, b) => a - b);
    };
    const expected = (test: (id: number) => boolean): number[] => {
      const out: number[] = [];
      for (let id = 1; id <= 45_100; id += 1) if (!(id <= 45_000 && removed(id)) && test(id)) out.push(id);
      return out;
    };
    const word = (w: string) => ({ op: 'word' as const, word: w });
    expect(ids(word('every'))).toEqual(expected(() => true));
    expect(ids(word('third'))).toEqual(expected((id) => id % 3 === 0));
    expect(ids(word('rare'))).toEqual(expected((id) => id % 997 === 0));
    expect(ids({ op: 'and', args: [word('third'), { op: 'not', arg: word('n7') }] })).toEqual(
      expected((id) => id % 3 === 0 && id % 50 !== 7),
    );
    expect(ids({ op: 'or', args: [word('rare'), word('n7'), word('unknown')] })).toEqual(
      expected((id) => id % 997 === 0 || id % 50 === 7),
    );
    expect(ids(word('far'))).toEqual(expected((id) => id % 20_000 === 1));
  });
});
