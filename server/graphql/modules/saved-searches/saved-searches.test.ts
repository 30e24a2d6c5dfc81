/**
 * The saved-searches module through the real GraphQL endpoint (yoga, in-process fetch, seeded
 * PGlite): UNAUTHENTICATED without a session, save / list / rename / frequency / visited / delete
 * for the caller's own account only, BAD_USER_INPUT with `field` and an i18n key every catalogue
 * translates (never a 500), the duplicate's existing name in the extensions, and the public
 * unsubscribe mutation refusing forged or altered tokens.
 */
import { readFileSync } from 'node:fs';
import { type GraphQLBody, testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { getEnv } from '@/server/env';
import { unsubscribeToken } from '@/server/services/saved-searches/saved-search-tokens';
import { rawQuery } from '@/server/db/client';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const harness = yogaTestHarness(clock, { ads: 300 });
const { buyer, seller, employee, dealer } = DEMO_ACCOUNTS;

async function post(query: string, variables: Record<string, unknown>, userId?: string): Promise<GraphQLBody> {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(query, variables, authorization)).body;
}

const FIELDS = 'id name categorySlug url summary frequency newAdvertsCount createdAt lastVisitedAt';
const LIST = `query Test_SavedSearches { savedSearches { ${FIELDS} } }`;
const SAVE = `mutation Test_Save($input: SaveSearchInput!) { saveSearch(input: $input) { ${FIELDS} } }`;
const RENAME = `mutation Test_Rename($id: ID!, $name: String!) { renameSavedSearch(id: $id, name: $name) { id name } }`;
const FREQUENCY = `mutation Test_Frequency($id: ID!, $f: AlertFrequency!) { setSavedSearchFrequency(id: $id, frequency: $f) { id frequency } }`;
const DELETE = 'mutation Test_Delete($id: ID!) { deleteSavedSearch(id: $id) }';
const VISITED =
  'mutation Test_Visited($id: ID!) { markSavedSearchVisited(id: $id) { id lastVisitedAt newAdvertsCount } }';
const UNSUBSCRIBE =
  'mutation Test_Unsubscribe($token: String!) { unsubscribeSavedSearch(token: $token) { name frequency } }';

/** The text of an `errors:a.b` key in a language's catalogue. */
function translated(language: string, key: string): unknown {
  const [namespace, path] = key.split(':') as [string, string];
  const catalogue: unknown = JSON.parse(readFileSync(`public/locales/${language}/${namespace}.json`, 'utf8'));
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

interface SavedSearchView {
  id: string;
  name: string;
  url: string;
  summary: string;
  frequency: string;
  newAdvertsCount: number;
}

const input = (name: string, filters: Record<string, unknown> | null, frequency = 'DAILY') => ({
  input: { name, categorySlug: 'autoturisme', filters, frequency },
});

async function saved(userId: string, name: string, filters: Record<string, unknown> | null): Promise<SavedSearchView> {
  const body = await post(SAVE, input(name, filters), userId);
  expect(body.errors).toBeUndefined();
  return (body.data as { saveSearch: SavedSearchView }).saveSearch;
}

const listed = async (userId: string) =>
  ((await post(LIST, {}, userId)).data as { savedSearches: SavedSearchView[] }).savedSearches;

describe('saved-searches module', () => {
  it('answers UNAUTHENTICATED without a Bearer token (but unsubscribing needs none)', async () => {
    const id = '00000000-0000-4000-8000-00000000dead';
    for (const [query, variables] of [
      [LIST, {}],
      [SAVE, input('x', null)],
      [RENAME, { id, name: 'x' }],
      [FREQUENCY, { id, f: 'OFF' }],
      [DELETE, { id }],
      [VISITED, { id }],
    ] as const)
      expect((await post(query, variables)).errors?.[0]?.extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        status: 401,
      });
    expect((await post(UNSUBSCRIBE, { token: 'x' })).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('saves, lists, renames, sets the frequency, marks visited and deletes, for the caller only', async () => {
    const search = await saved(buyer.id, 'Diesel automat', { fuelTypes: ['DIESEL'], gearboxes: ['AUTOMATIC'] });
    expect(search).toMatchObject({
      name: 'Diesel automat',
      url: '/autoturisme?combustibil=diesel&cutie=automatic',
      summary: 'Autoturisme · Diesel, Automată',
      frequency: 'DAILY',
      newAdvertsCount: 0,
    });
    expect((await listed(buyer.id)).map((s) => s.id)).toEqual([search.id]);
    expect(await listed(seller.id)).toEqual([]);
    // A dealer's team sub-user keeps its own, like favourites.
    expect(await listed(employee.id)).toEqual([]);
    expect(await listed(dealer.id)).toEqual([]);
    expect((await post(RENAME, { id: search.id, name: ' Automate ' }, buyer.id)).data).toEqual({
      renameSavedSearch: { id: search.id, name: 'Automate' },
    });
    expect((await post(FREQUENCY, { id: search.id, f: 'INSTANT' }, buyer.id)).data).toEqual({
      setSavedSearchFrequency: { id: search.id, frequency: 'INSTANT' },
    });
    clock.advance(60_000);
    const visited = (await post(VISITED, { id: search.id }, buyer.id)).data as {
      markSavedSearchVisited: { lastVisitedAt: string };
    };
    expect(visited.markSavedSearchVisited.lastVisitedAt).toBe(clock.now().toISOString());
    const other = await post(DELETE, { id: search.id }, seller.id);
    expect(other.errors?.[0]?.extensions).toMatchObject({ i18nKey: 'errors:savedSearches.unknown', field: 'id' });
    expect((await post(DELETE, { id: search.id }, buyer.id)).data).toEqual({ deleteSavedSearch: search.id });
    expect(await listed(buyer.id)).toEqual([]);
  });

  it('refuses bad input with BAD_USER_INPUT, a field and a key every catalogue translates', async () => {
    const first = await saved(buyer.id, 'Prima', { yearFrom: 2018 });
    const cases = [
      [SAVE, input(' ', null), 'errors:savedSearches.badName', 'name'],
      [SAVE, input('Alta', { yearFrom: 2018 }), 'errors:savedSearches.duplicate', 'filters'],
      [SAVE, input('Vânzător', { sellerId: seller.id }), 'errors:savedSearches.unsupportedFilter', 'filters.sellerId'],
      [SAVE, input('An', { yearFrom: 1800 }), 'errors:search.outOfRange', 'year'],
      [RENAME, { id: first.id, name: 'x'.repeat(81) }, 'errors:savedSearches.badName', 'name'],
      [FREQUENCY, { id: 'nu', f: 'OFF' }, 'errors:savedSearches.unknown', 'id'],
    ] as const;
    for (const [query, variables, key, field] of cases) {
      const body = await post(query, variables, buyer.id);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, i18nKey: key, field });
      for (const language of ['ro', 'en', 'pl', 'pt']) expect(translated(language, key)).toEqual(expect.any(String));
    }
    const duplicate = await post(SAVE, input('Alta', { yearFrom: 2018 }), buyer.id);
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ existingName: 'Prima' });
    await post(DELETE, { id: first.id }, buyer.id);
  });

  it('unsubscribes with the token of an alert, and refuses forged, altered or another search’s tokens', async () => {
    const search = await saved(buyer.id, 'Alerte', { yearFrom: 2010 });
    const other = await saved(seller.id, 'Alte alerte', { yearFrom: 2010 });
    const [row] = await rawQuery<{ secret: string }>(
      harness.db,
      'select unsubscribe_secret as secret from saved_searches where id = $1',
      [search.id],
    );
    const key = getEnv().SAVED_SEARCH_SECRET;
    const token = unsubscribeToken(key, search.id, row!.secret);
    const [, mac] = token.split('.') as [string, string];
    for (const bad of [
      `${other.id}.${mac}`,
      unsubscribeToken('another-server-key-0000', search.id, row!.secret),
      unsubscribeToken(key, search.id, 'guessed-secret'),
      `${search.id}.${mac.slice(1)}x`,
      '',
    ]) {
      const body = await post(UNSUBSCRIBE, { token: bad });
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        i18nKey: 'errors:savedSearches.badUnsubscribeLink',
        field: 'token',
      });
    }
    for (let i = 0; i < 2; i += 1)
      expect((await post(UNSUBSCRIBE, { token })).data).toEqual({
        unsubscribeSavedSearch: { name: 'Alerte', frequency: 'OFF' },
      });
    expect((await listed(seller.id))[0]?.frequency).toBe('DAILY');
    expect((await listed(buyer.id))[0]?.frequency).toBe('OFF');
  });
});
