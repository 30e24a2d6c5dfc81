/**
 * The team page's fields through the real endpoint, and the /echipa/flaguri loader: a member of
 * the team (echipa@volan.test) lists and switches flags and experiments, and a switch persists;
 * anyone else gets NOT_FOUND and the 404 page, dealers included; an unknown flag, experiment or
 * rollout is BAD_USER_INPUT with a key of the experiments catalogue. `Me.staff` says who is on the team.
 */
import type { ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import type { PageSession } from '@/lib/session/session.types';
import { testClock } from '@/server/auth/testing/auth-test-server';
import { DEMO_ACCOUNTS } from '@/server/db/seed/demo-accounts';
import { loadTeamFlagsPage } from '@/server/page/team-flags.loader';
import { readCatalogue } from '@/test-support/i18n-test-utils';
import { yogaTestHarness } from '../../testing/yoga-harness';

const harness = yogaTestHarness(testClock(new Date('2026-03-15T09:00:00.000Z')));
const { staff, dealer, buyer } = DEMO_ACCOUNTS;

const LISTS = 'query { teamFeatureFlags { name stored enabled rollout } teamExperiments { name enabled running } }';
const SET_FLAG =
  'mutation ($name: String!, $enabled: Boolean!, $rollout: Int) { setFeatureFlag(name: $name, enabled: $enabled, rollout: $rollout) { name stored enabled rollout } }';
const SET_EXPERIMENT =
  'mutation ($name: String!, $enabled: Boolean!) { setExperimentEnabled(name: $name, enabled: $enabled) { name enabled running } }';

async function as(userId: string | null, query: string, variables: Record<string, unknown> = {}) {
  const authorization = userId ? `Bearer ${await harness.tokenFor(userId)}` : undefined;
  return (await harness.post(query, variables, authorization)).body;
}

type FlagRow = { name: string; stored: boolean; enabled: boolean | null; rollout: number | null };

describe('the team page fields', () => {
  it('are NOT_FOUND for a dealer and a private account, UNAUTHENTICATED signed out', async () => {
    for (const id of [dealer.id, buyer.id]) {
      for (const [query, variables] of [
        [LISTS, {}],
        [SET_FLAG, { name: 'dealerRatings', enabled: false }],
        [SET_EXPERIMENT, { name: 'ADS-WIDEBOARD', enabled: false }],
      ] as const) {
        const body = await as(id, query, variables);
        expect(body.data).toBeNull();
        expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
      }
    }
    expect((await as(null, LISTS)).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('let a team member switch a flag and an experiment, and the lists show the change', async () => {
    const saved = await as(staff.id, SET_FLAG, { name: 'vinDecoder', enabled: false });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.['setFeatureFlag']).toEqual({ name: 'vinDecoder', stored: true, enabled: false, rollout: 100 });
    const stopped = await as(staff.id, SET_EXPERIMENT, { name: 'ads-wideboard', enabled: false });
    expect(stopped.data?.['setExperimentEnabled']).toEqual({ name: 'ADS-WIDEBOARD', enabled: false, running: false });

    const lists = (await as(staff.id, LISTS)).data as {
      teamFeatureFlags: FlagRow[];
      teamExperiments: { name: string; enabled: boolean }[];
    };
    expect(lists.teamFeatureFlags.find((flag) => flag.name === 'vinDecoder')).toMatchObject({ enabled: false });
    expect(lists.teamExperiments.find((e) => e.name === 'ADS-WIDEBOARD')).toMatchObject({ enabled: false });

    // A switch keeps the stored rollout (dealerRatings is seeded at 10 %).
    const ratings = await as(staff.id, SET_FLAG, { name: 'dealerRatings', enabled: false });
    expect(ratings.data?.['setFeatureFlag']).toEqual({
      name: 'dealerRatings',
      stored: true,
      enabled: false,
      rollout: 10,
    });
    await as(staff.id, SET_FLAG, { name: 'dealerRatings', enabled: true });
    await as(staff.id, SET_EXPERIMENT, { name: 'ADS-WIDEBOARD', enabled: true });
  });

  it('refuse an unknown flag, experiment or rollout with a key the experiments catalogue has', async () => {
    const catalogue = readCatalogue('ro', 'experiments') as { errors: Record<string, string> };
    for (const [query, variables, key] of [
      [SET_FLAG, { name: 'noSuchFlag', enabled: true }, 'unknownFlag'],
      [SET_FLAG, { name: 'dealerRatings', enabled: true, rollout: 101 }, 'rollout'],
      [SET_EXPERIMENT, { name: 'NO-SUCH', enabled: true }, 'unknownExperiment'],
    ] as const) {
      const body = await as(staff.id, query, variables);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        i18nKey: `experiments:errors.${key}`,
      });
      expect(catalogue.errors[key]).toBeTruthy();
    }
  });
});

describe('Me.staff', () => {
  it('is true for the team’s demo account only', async () => {
    const staffOf = async (id: string) => (await as(id, 'query { me { staff } }')).data?.['me'];
    expect(await staffOf(staff.id)).toEqual({ staff: true });
    expect(await staffOf(dealer.id)).toEqual({ staff: false });
    expect(await staffOf(buyer.id)).toEqual({ staff: false });
  });
});

function session(id: string, impersonatedBy?: string): PageSession {
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
      userType: 'private',
      accountStatus: 'active',
      suspendReason: null,
    },
    multiUser: impersonatedBy
      ? {
          isMainAccount: false,
          mainAccountUUID: impersonatedBy,
          impersonatedBy: { userUUID: impersonatedBy, displayName: 'D' },
        }
      : null,
  };
}

async function loadPageAs(pageSession: PageSession | null) {
  const res = { statusCode: 200, setHeader: () => undefined, getHeader: () => undefined };
  const ctx = {
    req: { headers: { 'user-agent': 'Mozilla/5.0 Chrome/124.0' } },
    res: res as unknown as ServerResponse,
    params: {},
    query: {},
    resolvedUrl: '/echipa/flaguri',
  } as unknown as GetServerSidePropsContext;
  return loadTeamFlagsPage(ctx, { readSession: () => Promise.resolve(pageSession), db: harness.db });
}

describe('the /echipa/flaguri loader', () => {
  it('sends the signed out to sign in, and is the 404 page for a dealer and for an account acting as the team member', async () => {
    expect(await loadPageAs(null)).toHaveProperty('redirect');
    expect(await loadPageAs(session(dealer.id))).toEqual({ notFound: true });
    expect(await loadPageAs(session(staff.id, dealer.id))).toEqual({ notFound: true });
  });

  it('gives a team member every flag of the list and every experiment', async () => {
    const result = await loadPageAs(session(staff.id));
    if (!('props' in result)) throw new Error('no props');
    const props = await result.props;
    expect(props.flags.find((flag) => flag.name === 'dealerRatings')).toMatchObject({ stored: true, rollout: 10 });
    expect(props.experiments.map((e) => e.name)).toContain('ADS-WIDEBOARD');
  });
});
