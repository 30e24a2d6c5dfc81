/**
 * Query.webVitalsP75 through the real endpoint, and the /echipa/performanta loader: team members
 * get p75 per route, day and vital (percentile_cont over the window); everyone else NOT_FOUND and
 * the 404 page, dealers included; a window other than 14 or 30 days is BAD_USER_INPUT.
 */
import type { ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import type { PageSession } from '@/lib/session/session.types';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { rawQuery } from '@/server/db/client';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { loadTeamPerformancePage } from '@/server/page/team-performance.loader';
import { yogaTestHarness } from '../../testing/yoga-harness';

const harness = yogaTestHarness(testClock(new Date('2026-03-15T09:00:00.000Z')));
const { buyer, dealer } = DEMO_ACCOUNTS;

const P75 = 'query Operations_WebVitalsP75($days: Int!) { webVitalsP75(days: $days) { route day name p75 samples } }';

async function ask(days: number, userId?: string) {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(P75, { days }, authorization)).body;
}

beforeAll(async () => {
  await rawQuery(harness.db, 'update users set staff = true where id = $1', [buyer.id]);
  // Four LCP values today on the ad page (p75 = 325), one CLS on home, an old and a custom one left out.
  for (const value of [100, 200, 300, 400]) {
    await rawQuery(
      harness.db,
      `insert into web_vitals (label, name, value, page, route, received_at) values ('web-vital', 'LCP', $1, 'r:advertPage', 'advertPage', now() - interval '1 minute')`,
      [value],
    );
  }
  await rawQuery(
    harness.db,
    `insert into web_vitals (label, name, value, page, route, received_at) values
       ('web-vital', 'CLS', 0.05, 'r:home', 'home', now() - interval '1 minute'),
       ('web-vital', 'LCP', 9999, 'r:home', 'home', now() - interval '20 days'),
       ('custom', 'LCP', 1, 'r:home', 'home', now() - interval '1 minute')`,
  );
});

describe('Query.webVitalsP75', () => {
  it('is NOT_FOUND for a dealer and a private account outside the team, UNAUTHENTICATED signed out', async () => {
    expect((await ask(14, dealer.id)).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect((await ask(14)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('gives a team member p75 per route, day and vital over the window', async () => {
    const body = await ask(14, buyer.id);
    expect(body.errors).toBeUndefined();
    const rows = body.data?.['webVitalsP75'] as { route: string; name: string; p75: number; samples: number }[];
    expect(rows.map(({ route, name, p75, samples }) => ({ route, name, p75, samples }))).toEqual([
      { route: 'advertPage', name: 'LCP', p75: 325, samples: 4 },
      { route: 'home', name: 'CLS', p75: 0.05, samples: 1 },
    ]);
    const month = (await ask(30, buyer.id)).data?.['webVitalsP75'] as { route: string; p75: number }[];
    expect(month.filter((row) => row.route === 'home').map((row) => row.p75)).toEqual(
      expect.arrayContaining([0.05, 9999]),
    );
  });

  it('refuses other windows', async () => {
    expect((await ask(7, buyer.id)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });
});

function session(id: string, userType: 'private' | 'professional'): PageSession {
  return {
    user: {
      name: 'x',
      email: 'x@volan.test',
      image: null,
      id,
      familyName: '',
      givenName: 'x',
      displayName: 'x',
      userUUID: id,
      userType,
      accountStatus: 'active',
      suspendReason: null,
    },
    multiUser: null,
  };
}

async function loadPageAs(pageSession: PageSession | null, query: Record<string, string> = {}) {
  const res = { statusCode: 200, setHeader: () => undefined, getHeader: () => undefined };
  const ctx = {
    req: { headers: { 'user-agent': 'Mozilla/5.0 Chrome/124.0' } },
    res: res as unknown as ServerResponse,
    params: {},
    query,
    resolvedUrl: '/echipa/performanta',
  } as unknown as GetServerSidePropsContext;
  return loadTeamPerformancePage(ctx, { readSession: () => Promise.resolve(pageSession), db: harness.db });
}

describe('the /echipa/performanta loader', () => {
  it('is the 404 page for the signed out, a dealer and an impersonating main account', async () => {
    expect(await loadPageAs(null)).toEqual({ notFound: true });
    expect(await loadPageAs(session(dealer.id, 'professional'))).toEqual({ notFound: true });
    const acting = {
      ...session(buyer.id, 'private'),
      multiUser: {
        isMainAccount: false,
        mainAccountUUID: dealer.id,
        impersonatedBy: { userUUID: dealer.id, displayName: 'D' },
      },
    };
    expect(await loadPageAs(acting)).toEqual({ notFound: true });
  });

  it('renders for a team member, with the window from ?zile=', async () => {
    const result = await loadPageAs(session(buyer.id, 'private'), { zile: '30' });
    expect(result).toMatchObject({ props: { days: 30 } });
    expect(await loadPageAs(session(buyer.id, 'private'), { zile: '999' })).toMatchObject({ props: { days: 14 } });
  });
});
