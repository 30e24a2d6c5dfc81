/**
 * The search through the real GraphQL endpoint (schema, services, a seeded PGlite): bad filter
 * input answers BAD_USER_INPUT with an `errors:search.*` key that all four catalogues translate;
 * cards carry the issue-10 fields; popular searches start from the seeded combinations.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { SEARCH_ERROR_KEYS } from '@/server/services/search-validate';
import { recordSearch } from '@/server/services/search-popular';
import { listen, type ListeningServer } from '../../testing/listen';
import { createVolanYoga } from '../../yoga';

interface Response {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

let t: TestDb;
let server: ListeningServer;
beforeAll(async () => {
  t = await createTestDb({ ads: 120 });
  server = await listen(createVolanYoga({ db: t.db, production: true, logger: false }));
});
afterAll(async () => {
  await server.close();
  await t.close();
});

async function post(query: string, variables: Record<string, unknown>): Promise<{ status: number; body: Response }> {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Response };
}

const COUNT = `query ($slug: String!, $filters: AdvertFiltersInput) {
  getAdvertsSearchSummary(categorySlug: $slug, filters: $filters) { totalCount }
}`;

const BAD: [name: string, slug: string, filters: Record<string, unknown>, key: string][] = [
  ['inverted range', 'autoturisme', { powerFrom: 300, powerTo: 100 }, 'rangeInverted'],
  ['unknown make', 'autoturisme', { makes: ['trabant'] }, 'unknownMake'],
  ['malformed slug (script text)', 'autoturisme', { makes: ['<script>alert(1)</script>'] }, 'badSlug'],
  ['SQL text as a colour', 'autoturisme', { colors: ["red'); drop table adverts; --"] }, 'unknownValue'],
  ['too many values', 'autoturisme', { models: Array.from({ length: 10_000 }, (_, i) => `m${i}`) }, 'tooManyValues'],
  ['unknown body type', 'autoturisme', { bodyTypes: ['spaceship'] }, 'unknownValue'],
  ['latitude outside -90..90', 'autoturisme', { bounds: { north: 95, south: 40, east: 25, west: 20 } }, 'badBounds'],
  [
    'longitude outside -180..180',
    'autoturisme',
    { bounds: { north: 46, south: 44, east: 190, west: 20 } },
    'badBounds',
  ],
  ['south above north', 'autoturisme', { bounds: { north: 44, south: 46, east: 25, west: 20 } }, 'badBounds'],
  ['radius without a city', 'autoturisme', { radiusKm: 50 }, 'radiusWithoutCity'],
  ['radius above 500 km', 'autoturisme', { cityId: '1', radiusKm: 501 }, 'outOfRange'],
  ['radius of 0 km', 'autoturisme', { cityId: '1', radiusKm: 0 }, 'outOfRange'],
  ['unknown county', 'autoturisme', { countyCode: 'ZZ' }, 'unknownCounty'],
  ['unknown city', 'autoturisme', { cityId: '999999' }, 'unknownCity'],
  ['city outside the county', 'autoturisme', { countyCode: 'CJ', cityId: '1' }, 'cityNotInCounty'],
  ['sub-category of another category', 'camioane', { subcategory: 'combine' }, 'unknownSubcategory'],
  ['sub-category on cars', 'autoturisme', { subcategory: 'basculante' }, 'unknownSubcategory'],
  ['mileage on parts', 'piese', { mileageTo: 100000 }, 'notApplicable'],
  ['generation without a model', 'autoturisme', { generations: ['vii'] }, 'generationWithoutModel'],
  ['malformed seller id', 'autoturisme', { sellerId: 'x' }, 'badSellerId'],
];

describe('bad search input answers BAD_USER_INPUT with a translated key', () => {
  for (const [name, slug, filters, key] of BAD) {
    it(name, async () => {
      const { status, body } = await post(COUNT, { slug, filters });
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', i18nKey: `errors:search.${key}` });
    });
  }

  it('an unknown sort or enum value is refused by the schema (BAD_USER_INPUT), never a 500', async () => {
    const { body } = await post(
      `query ($input: ListingInput!) { listingScreen(input: $input) { adverts { totalCount } } }`,
      { input: { categorySlug: 'autoturisme', sort: 'CHEAPEST', filters: { fuelTypes: ['KEROSENE'] } } },
    );
    expect(body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('every key the search raises is translated in the four catalogues', () => {
    for (const lng of ['ro', 'en', 'pl', 'pt']) {
      const catalogue = JSON.parse(readFileSync(`public/locales/${lng}/errors.json`, 'utf8')) as {
        search: Record<string, string>;
      };
      for (const key of SEARCH_ERROR_KEYS) expect(catalogue.search[key], `${lng} ${key}`).toMatch(/\S/);
    }
  });
});

describe('listing cards and popular searches', () => {
  it('cards carry seller, EUR amount and the indicator (NONE hidden from strangers)', async () => {
    const { body } = await post(
      `query ($input: ListingInput!) { listingScreen(input: $input) { subcategory { slug } adverts { nodes {
        price { amountLei amountEur currency } seller { id name type } priceIndicator subcategorySlug } } } }`,
      { input: { categorySlug: 'camioane', sort: 'RELEVANCE', filters: { subcategory: 'cap-tractor' } } },
    );
    expect(body.errors).toBeUndefined();
    const screen = body.data?.['listingScreen'] as {
      subcategory: { slug: string };
      adverts: {
        nodes: {
          price: { amountLei: number; amountEur: number };
          seller: { name: string };
          priceIndicator: string | null;
          subcategorySlug: string;
        }[];
      };
    };
    expect(screen.subcategory.slug).toBe('cap-tractor');
    for (const node of screen.adverts.nodes) {
      expect(node.subcategorySlug).toBe('cap-tractor');
      expect(node.seller.name).not.toBe('');
      expect(node.priceIndicator).not.toBe('NONE');
      expect(Math.abs(node.price.amountEur * 4.97 - node.price.amountLei)).toBeLessThan(5);
    }
  });

  it('popular searches start seeded and follow recorded searches', async () => {
    const query = `query { popularSearches(categorySlug: "autoturisme", first: 3) { count makeNames filters { makes models fuelTypes } } }`;
    const first = (await post(query, {})).body.data?.['popularSearches'] as { count: number; makeNames: string[] }[];
    expect(first.length).toBe(3);
    expect(first[0]?.makeNames).toEqual(['Dacia']);
    for (let i = 0; i < 20; i += 1) await recordSearch(t.db, 'autoturisme', { fuelTypes: ['ELECTRIC'], makes: [] });
    const after = (await post(query, {})).body.data?.['popularSearches'] as {
      count: number;
      filters: { fuelTypes: string[] };
    }[];
    expect(after[0]).toMatchObject({ count: 20, filters: { fuelTypes: ['ELECTRIC'] } });
  });

  it('popular searches keep the condition (new cars)', async () => {
    for (let i = 0; i < 40; i += 1) await recordSearch(t.db, 'autoturisme', { condition: 'NEW' });
    const query = `query { popularSearches(categorySlug: "autoturisme", first: 1) { count filters { condition makes } } }`;
    const top = (await post(query, {})).body.data?.['popularSearches'] as unknown[];
    expect(top[0]).toMatchObject({ count: 40, filters: { condition: 'NEW', makes: null } });
  });
});
