/**
 * The my-ads module through the real GraphQL endpoint (yoga, in-process fetch, seeded PGlite):
 * Bearer required, a sub-user acts for the main account only with the right (else FORBIDDEN with a
 * translated key), lists and counts, a transition allowed and one refused with errors:myAds.*.
 */
import { rawQuery } from '@/server/db/client';
import { type GraphQLBody, testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS, DEMO_ADVERT_IDS } from '@/server/db/seed/demo-accounts';
import { yogaTestHarness } from '../../testing/yoga-harness';

const clock = testClock(new Date('2026-03-15T09:00:00.000Z'));
const harness = yogaTestHarness(clock, { ads: 40 });

async function post(query: string, variables: Record<string, unknown>, userId?: string): Promise<GraphQLBody> {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(query, variables, authorization)).body;
}

const LIST = `query MyAds_list($tab: MyAdsTab!, $first: Int, $after: String) {
  myAds(tab: $tab, first: $first, after: $after) { items { id tab title actions editUrl stats { views phoneReveals messages } } endCursor }
  myAdsCounts { active waiting archived moderated draft }
}`;
const DEACTIVATE =
  'mutation MyAds_deactivate($id: ID!) { deactivateMyAd(id: $id) { id tab counts { active archived } } }';
const REACTIVATE = 'mutation MyAds_reactivate($id: ID!) { reactivateMyAd(id: $id) { id tab } }';
const DASHBOARD = `query MyAds_dashboard { myAdsDashboard { counts { active } last7Days { views } last30Days { views } latestMessages { conversationId } } }`;
const { seller, dealer, employee } = DEMO_ACCOUNTS;

describe('my-ads module', () => {
  it('answers UNAUTHENTICATED without a Bearer token', async () => {
    for (const [query, variables] of [
      [LIST, { tab: 'ACTIVE' }],
      [DEACTIVATE, { id: '1' }],
      [DASHBOARD, {}],
    ] as const)
      expect((await post(query, variables)).errors?.[0]?.extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        status: 401,
      });
  });

  it("lists the caller's adverts of a state with their counts", async () => {
    const body = await post(LIST, { tab: 'ACTIVE' }, seller.id);
    const data = body.data as {
      myAds: { items: { id: string; actions: string[] }[] };
      myAdsCounts: { active: number };
    };
    expect(data.myAds.items.map((i) => i.id)).toContain(String(DEMO_ADVERT_IDS.activeCar));
    expect(data.myAds.items.every((i) => i.actions.includes('DEACTIVATE'))).toBe(true);
    expect(data.myAdsCounts.active).toBe(data.myAds.items.length);
  });

  it('a sub-user with the ads right sees and changes the main account’s adverts; without it, FORBIDDEN', async () => {
    const body = await post(LIST, { tab: 'WAITING' }, employee.id);
    const items = (body.data as { myAds: { items: { id: string }[] } }).myAds.items;
    expect(items.map((i) => i.id)).toContain(String(DEMO_ADVERT_IDS.waitingCar));
    await rawQuery(harness.db, `update user_links set rights = rights - 'ads' - 'statistics' where sub_user_id = $1`, [
      employee.id,
    ]);
    expect((await post(LIST, { tab: 'WAITING' }, employee.id)).errors?.[0]?.extensions).toEqual({
      code: 'FORBIDDEN',
      status: 403,
      i18nKey: 'errors:myAds.forbidden.ads',
    });
    expect((await post(DASHBOARD, {}, employee.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      i18nKey: 'errors:myAds.forbidden.statistics',
    });
    await rawQuery(
      harness.db,
      `update user_links set rights = rights || '{"ads": true, "statistics": true}'::jsonb where sub_user_id = $1`,
      [employee.id],
    );
    expect((await post(DASHBOARD, {}, employee.id)).data?.['myAdsDashboard']).toHaveProperty('counts.active');
  });

  it('deactivates an active advert once; a second time and a stranger are refused with translated keys', async () => {
    const id = String(DEMO_ADVERT_IDS.dealerCar);
    expect((await post(DEACTIVATE, { id }, seller.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      status: 400,
      i18nKey: 'errors:myAds.unknown',
      field: 'id',
    });
    const done = await post(DEACTIVATE, { id }, dealer.id);
    expect(done.data?.['deactivateMyAd']).toMatchObject({ id, tab: 'ARCHIVED' });
    expect((await post(DEACTIVATE, { id }, dealer.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:myAds.notAllowed',
    });
    expect((await post(REACTIVATE, { id }, employee.id)).data?.['reactivateMyAd']).toMatchObject({ id });
  });

  it('refuses a page size over 50 and a forged cursor (400, not 500)', async () => {
    expect((await post(LIST, { tab: 'ACTIVE', first: 500 }, seller.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect((await post(LIST, { tab: 'ACTIVE', after: 'eHh4' }, seller.id)).errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      i18nKey: 'errors:myAds.badCursor',
    });
  });
});

describe('Mutation.recordAdvertView', () => {
  const RECORD = 'mutation AdvertView_test($advertId: ID!) { recordAdvertView(advertId: $advertId) { counted } }';
  const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36' };
  const record = async (advertId: string, userId?: string, headers: Record<string, string> = BROWSER) => {
    const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
    return (await harness.post(RECORD, { advertId }, authorization, headers)).body;
  };
  const views = async (id: number) =>
    (
      await rawQuery<{ n: number }>(
        harness.db,
        'select coalesce(sum(views), 0)::int as n from advert_view_days where advert_id = $1',
        [id],
      )
    )[0]?.n ?? 0;

  it("counts a visitor's view, signed in or not, and not the seller's, the team's, a robot's or a prefetch", async () => {
    const id = DEMO_ADVERT_IDS.dealerCar;
    // Active whatever the transitions above left it as (a reactivation may have made it waiting).
    await rawQuery(harness.db, `update adverts set status = 'active' where id = $1`, [id]);
    const before = await views(id);
    const counted = (body: GraphQLBody) => (body.data as { recordAdvertView: { counted: boolean } }).recordAdvertView;
    expect(counted(await record(String(id)))).toEqual({ counted: true });
    expect(counted(await record(String(id), seller.id))).toEqual({ counted: true });
    expect(counted(await record(String(id), dealer.id))).toEqual({ counted: false });
    expect(counted(await record(String(id), employee.id))).toEqual({ counted: false });
    expect(counted(await record(String(id), undefined, { 'user-agent': 'Googlebot/2.1' }))).toEqual({ counted: false });
    expect(counted(await record(String(id), undefined, {}))).toEqual({ counted: false });
    expect(counted(await record(String(id), undefined, { ...BROWSER, 'sec-purpose': 'prefetch;prerender' }))).toEqual({
      counted: false,
    });
    expect(counted(await record(String(DEMO_ADVERT_IDS.waitingCar)))).toEqual({ counted: false });
    expect(await views(id)).toBe(before + 2);
  });

  it('refuses an id that cannot be an advert with a translated error, not a 500', async () => {
    for (const advertId of ['abc', '0', '-1', '99999999999999999999'])
      expect((await record(advertId)).errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        status: 400,
        i18nKey: 'errors:myAds.noSuchAdvert',
        field: 'advertId',
      });
  });
});
