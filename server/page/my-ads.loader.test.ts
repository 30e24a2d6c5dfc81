/**
 * The dashboard and the overview's ads summary on a seeded PGlite, after loadAccountPage let the
 * visitor in: the account's own counts, a sub-user's main account's with the right (without it, no
 * summary and no dashboard), and redirects, error pages and restricted pages passed through as they are.
 */
import type { GetServerSidePropsResult } from 'next';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { countMyAds } from '@/server/services/my-ads';
import type { AccountPageProps } from './account.loader';
import { withAdsSummary, withDashboard } from './my-ads.loader';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ ads: 40 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const { seller, dealer, employee } = DEMO_ACCOUNTS;

function drawn(userUUID: string, over: Partial<AccountPageProps> = {}): GetServerSidePropsResult<AccountPageProps> {
  const props = {
    pageSession: { user: { userUUID }, multiUser: null },
    accessRestricted: false,
    unreadMessages: 0,
    ...over,
  } as unknown as AccountPageProps;
  return { props };
}

const propsOf = async <P>(result: GetServerSidePropsResult<P>): Promise<P> => {
  if (!('props' in result)) throw new Error('expected props');
  return result.props;
};

describe('the ads summary and the dashboard', () => {
  it('counts the visitor’s own adverts; a sub-user sees the main account’s', async () => {
    expect(await propsOf(await withAdsSummary(drawn(seller.id), t.db))).toMatchObject({
      adsCounts: await countMyAds(t.db, seller.id),
      canSeeDashboard: true,
    });
    expect((await propsOf(await withAdsSummary(drawn(employee.id), t.db))).adsCounts).toEqual(
      await countMyAds(t.db, dealer.id),
    );
    const dashboard = (await propsOf(await withDashboard(drawn(employee.id), t.db))).dashboard;
    expect(dashboard?.counts).toEqual(await countMyAds(t.db, dealer.id));
  });

  it('leaves the summary and the dashboard out for a sub-user without the rights', async () => {
    await rawQuery(t.db, `update user_links set rights = '{}'::jsonb where sub_user_id = $1`, [employee.id]);
    expect(await propsOf(await withAdsSummary(drawn(employee.id), t.db))).toMatchObject({
      adsCounts: null,
      canSeeDashboard: false,
    });
    expect((await propsOf(await withDashboard(drawn(employee.id), t.db))).dashboard).toBeNull();
  });

  it('passes redirects, error pages and restricted pages through untouched', async () => {
    const redirect = { redirect: { destination: '/authentication', permanent: true } } as const;
    expect(await withAdsSummary(redirect, t.db)).toBe(redirect);
    const restricted = drawn(employee.id, { accessRestricted: true });
    expect(await withDashboard(restricted, t.db)).toBe(restricted);
    const error = drawn(seller.id, { errorPage: { statusCode: 503 } } as Partial<AccountPageProps>);
    expect(await withAdsSummary(error, t.db)).toBe(error);
  });
});
