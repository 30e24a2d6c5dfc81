/**
 * The real endpoint (real schema, services and a throw-away seeded PGlite) on an ephemeral port:
 * error shapes of SPEC §8, the page-size and depth limits, introspection, GET and the paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { listen, type ListeningServer } from './testing/listen';
import { createVolanYoga } from './yoga';

interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

let t: TestDb;
let dev: ListeningServer;
let production: ListeningServer;
let activeId: string;
let inactiveId: string;

beforeAll(async () => {
  t = await createTestDb({ ads: 80 });
  const [ids] = await rawQuery<{ active: string; inactive: string }>(
    t.db,
    `select (select id::text from adverts where status = 'active' order by id limit 1) as active,
            (select id::text from adverts where status = 'archived' order by id limit 1) as inactive`,
  );
  activeId = ids?.active ?? '';
  inactiveId = ids?.inactive ?? '';
  dev = await listen(createVolanYoga({ db: t.db, production: false, logger: false }));
  production = await listen(createVolanYoga({ db: t.db, production: true, logger: false }));
});

afterAll(async () => {
  await dev.close();
  await production.close();
  await t.close();
});

async function post(
  server: ListeningServer,
  query: string,
  variables?: Record<string, unknown>,
  path = '/graphql',
): Promise<{ status: number; body: GraphQLResponse }> {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponse };
}

function firstError(body: GraphQLResponse) {
  expect(body.errors, JSON.stringify(body)).toHaveLength(1);
  return body.errors?.[0];
}

describe('SPEC §8 error shapes', () => {
  it('an active advert is served', async () => {
    expect(activeId).not.toBe('');
    const { status, body } = await post(dev, 'query($id: ID!) { advert(id: $id) { id status title } }', {
      id: activeId,
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ advert: { id: activeId, status: 'ACTIVE' } });
  });

  it('an unknown advert is NOT_FOUND with extensions.status 404', async () => {
    const { status, body } = await post(dev, '{ advert(id: "987654321") { id } }');
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    const error = firstError(body);
    expect(error?.path).toEqual(['advert']);
    expect(error?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it("an inactive advert is 'InactiveAd' with status 410, adId and inactiveAd", async () => {
    expect(inactiveId).not.toBe('');
    const { body } = await post(dev, 'query($id: ID!) { advert(id: $id) { id } }', { id: inactiveId });
    const error = firstError(body);
    expect(error?.message).toBe('InactiveAd');
    expect(error?.extensions).toMatchObject({ code: 'INACTIVE_AD', status: 410, adId: inactiveId, inactiveAd: true });
    expect(typeof error?.extensions?.['categorySlug']).toBe('string');
  });

  it('first: 101 is BAD_USER_INPUT errors:search.pageSizeTooLarge, on every list field', async () => {
    const listing = await post(
      dev,
      '{ listingScreen(input: { categorySlug: "autoturisme", first: 101 }) { adverts { totalCount } } }',
    );
    expect(listing.status).toBe(200);
    expect(firstError(listing.body)?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      i18nKey: 'errors:search.pageSizeTooLarge',
      field: 'input.first',
    });
    const latest = await post(dev, '{ latestAdverts(first: 101) { id } }');
    expect(firstError(latest.body)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:search.pageSizeTooLarge',
    });
    const similar = await post(dev, `{ similarAdverts(advertId: "${activeId}", first: 0) { id } }`);
    expect(firstError(similar.body)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:search.pageSizeTooSmall',
    });
  });

  it('a malformed cursor is a 400 BAD_USER_INPUT, not a 500', async () => {
    const { status, body } = await post(
      dev,
      '{ listingScreen(input: { categorySlug: "autoturisme", after: "not-a-cursor" }) { adverts { totalCount } } }',
    );
    expect(status).toBeLessThan(500);
    expect(firstError(body)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      i18nKey: 'errors:search.badCursor',
    });
  });

  it('a variable of the wrong type is a 400, never a 500', async () => {
    const { status, body } = await post(dev, 'query($n: Int) { latestAdverts(first: $n) { id } }', { n: 'many' });
    expect(status).toBeLessThan(500);
    const error = firstError(body);
    expect(error?.message).toMatch(/^Variable "\$n" got invalid value "many"/);
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });

  it('a syntax error is GRAPHQL_PARSE_FAILED 400', async () => {
    const { status, body } = await post(dev, '{ latestAdverts( { id } }');
    expect(status).toBe(400);
    expect(firstError(body)?.extensions).toMatchObject({ code: 'GRAPHQL_PARSE_FAILED', status: 400 });
  });

  it('unexpected failures are masked as INTERNAL 520 without message or stack', async () => {
    const broken = await createDb({ dataDir: 'memory://' });
    await broken.close();
    const server = await listen(createVolanYoga({ db: broken.db, logger: false }));
    try {
      const { status, body } = await post(server, '{ latestAdverts { id } }');
      expect(status).toBeLessThan(500);
      const error = firstError(body);
      expect(error?.message).toBe('Unexpected error.');
      expect(error?.extensions).toEqual({ code: 'INTERNAL', status: 520 });
      expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts|closed/i);
    } finally {
      await server.close();
    }
  });
});

describe('limits', () => {
  it('rejects an operation nested deeper than 10 levels with a clear message', async () => {
    let selection = 'id';
    for (let level = 0; level < 9; level += 1) selection = `subcategories { ${selection} }`;
    // Nine nested lists also cost far too much; only the depth is checked here.
    const codes = (body: GraphQLResponse) => body.errors?.map((error) => error.extensions?.['code']);
    const ok = await post(
      dev,
      `query Deep { categories { ${selection.replace(/^subcategories \{ (.*) \}$/, '$1')} } }`,
    );
    expect(codes(ok.body)).toEqual(['COST_LIMIT_EXCEEDED']);
    const { status, body } = await post(dev, `query Deep { categories { ${selection} } }`);
    expect(status).toBe(400);
    expect(codes(body)).toEqual(['DEPTH_LIMIT_EXCEEDED', 'COST_LIMIT_EXCEEDED']);
    expect(body.errors?.[0]?.message).toBe("'Deep' is nested 11 levels deep; the maximum is 10.");
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'DEPTH_LIMIT_EXCEEDED', status: 400 });
  });

  it('rejects a 1.2 KB query of doubled fragments by its cost (each fragment is measured once)', async () => {
    let query = 'query Doubled { ...F30 }\nfragment F0 on Query { categories { id slug } }\n';
    for (let level = 1; level <= 30; level += 1)
      query += `fragment F${level} on Query { ...F${level - 1} ...F${level - 1} }\n`;
    const { status, body } = await post(production, query);
    expect(status).toBe(400);
    expect(firstError(body)?.extensions).toMatchObject({ code: 'COST_LIMIT_EXCEEDED', status: 400 });
  });

  it('rejects 1,000 aliases of latestAdverts(first: 100) before running anything', async () => {
    const aliases = (count: number) =>
      Array.from({ length: count }, (_, index) => `a${index}: latestAdverts(first: 100) { id }`).join(' ');
    const many = await post(production, `query Many { ${aliases(1000)} }`);
    expect(many.status).toBe(400);
    expect(many.body.data).toBeUndefined();
    expect(firstError(many.body)?.extensions).toMatchObject({ code: 'TOKEN_LIMIT_EXCEEDED', status: 400 });
    // Fewer aliases fit in the token limit and meet the alias and cost limits.
    const some = await post(production, `query Some { ${aliases(80)} }`);
    expect(some.status).toBe(400);
    expect(some.body.data).toBeUndefined();
    expect(some.body.errors?.map((error) => error.extensions)).toEqual([
      { code: 'ALIAS_LIMIT_EXCEEDED', status: 400, aliases: 80, maxAliases: 15 },
      { code: 'COST_LIMIT_EXCEEDED', status: 400, cost: 80 * 101, maxCost: 8000 },
    ]);
    expect(some.body.errors?.[0]?.message).toBe("'Some' uses 80 aliases; the maximum is 15.");
  });

  it('rejects a query over the cost limit, a variable page size counting as the largest page', async () => {
    const card =
      'id url title price { amount currency net } year mileage mainPhoto { id url thumbnailUrl width height } location { cityName countyName }';
    const query = `query Big($n: Int) { latestAdverts(first: $n) { ${card} } b: latestAdverts(first: 100) { ${card} } c: latestAdverts(first: 100) { ${card} } d: latestAdverts(first: 100) { ${card} } e: latestAdverts(first: 100) { ${card} } }`;
    const { status, body } = await post(production, query, { n: 1 });
    expect(status).toBe(400);
    expect(firstError(body)?.extensions).toMatchObject({ code: 'COST_LIMIT_EXCEEDED', status: 400, maxCost: 8000 });
    const small = await post(production, `{ latestAdverts(first: 100) { ${card} } }`);
    expect(small.body.errors).toBeUndefined();
  });

  it('rejects a document of more than 1,000 tokens while parsing it', async () => {
    const { status, body } = await post(production, `{ ${'__typename '.repeat(1000)} }`);
    expect(status).toBe(400);
    expect(firstError(body)).toMatchObject({
      message: 'The document has more than 1000 tokens; the maximum is 1000.',
      extensions: { code: 'TOKEN_LIMIT_EXCEEDED', status: 400, maxTokens: 1000 },
    });
  });

  it('rejects more than 20 directives', async () => {
    const fields = Array.from({ length: 21 }, () => 'slug @include(if: true)').join(' ');
    const { status, body } = await post(production, `{ categories { ${fields} } }`);
    expect(status).toBe(400);
    expect(firstError(body)?.extensions).toMatchObject({
      code: 'DIRECTIVE_LIMIT_EXCEEDED',
      status: 400,
      directives: 21,
      maxDirectives: 20,
    });
  });

  it('gives no field or value suggestions in production, where introspection is off', async () => {
    const typo = '{ categories { slgu } }';
    expect(firstError((await post(dev, typo)).body)?.message).toMatch(/Did you mean "slug"\?/);
    const field = firstError((await post(production, typo)).body);
    expect(field?.message).toBe('Cannot query field "slgu" on type "Category".');
    expect(field?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
    const sort = await post(
      production,
      'query($sort: AdvertSort) { listingScreen(input: { categorySlug: "autoturisme", sort: $sort }) { adverts { totalCount } } }',
      { sort: 'NEWES' },
    );
    expect(sort.status).toBe(400);
    const value = firstError(sort.body);
    expect(value?.message).toMatch(
      /^Variable "\$sort" got invalid value "NEWES"; Value "NEWES" does not exist in "AdvertSort" enum\.$/,
    );
    expect(value?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });

  it('introspection works in development and is refused in production', async () => {
    const query = '{ __schema { queryType { name } } }';
    const devAnswer = await post(dev, query);
    expect(devAnswer.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const { status, body } = await post(production, query);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(firstError(body)?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 });
    const typename = await post(production, '{ __typename }');
    expect(typename.body.data).toEqual({ __typename: 'Query' });
  });
});

describe('transport', () => {
  it('answers queries by GET', async () => {
    const url = `${dev.origin}/graphql?query=${encodeURIComponent('{ categories { slug } }')}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const body = (await response.json()) as GraphQLResponse;
    expect((body.data?.['categories'] as unknown[]).length).toBe(8);
  });

  it('malformed JSON in GET variables is a 400 BAD_REQUEST', async () => {
    const response = await fetch(
      `${dev.origin}/graphql?query=${encodeURIComponent('{ __typename }')}&variables=%7Bbad`,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as GraphQLResponse;
    expect(firstError(body)?.extensions).toEqual({ code: 'BAD_REQUEST', status: 400 });
  });

  it('accepts the rewritten path /api/graphql as well as /graphql, and nothing else', async () => {
    const rewritten = await post(dev, '{ categories { slug } }', undefined, '/api/graphql');
    expect(rewritten.status).toBe(200);
    expect(rewritten.body.errors).toBeUndefined();
    const other = await fetch(`${dev.origin}/api/other`, { method: 'POST', body: '{}' });
    expect(other.status).toBe(404);
  });
});
