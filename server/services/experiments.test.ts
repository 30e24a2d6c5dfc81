/**
 * Experiments and flags for a visitor on a real PGlite: assignment is deterministic and follows
 * the weights, audience and window; disabled or ended experiments are not assigned; flags are the
 * list's defaults overlaid by stored rows with their rollout and audience; the bootstrap answers
 * with the cookies to set and never fails on a visitor's bad cookie or query.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rawQuery } from '@/server/db/client';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import { defaultFeatureFlags } from '@/lib/feature-flags/flags';
import { parseExperimentCookie } from '@/lib/experiments/experiment-cookie';
import {
  assignExperiments,
  bucketOf,
  evaluateFlags,
  experimentsForVisitor,
  loadExperimentRows,
  loadSiteWideFlags,
  pickVariant,
  type ExperimentRow,
  type FeatureFlagRow,
} from './experiments';
import { bootstrapAnswer, createBootstrapHandler, validVisitorId } from './experiments-route';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seed: false });
  await rawQuery(
    t.db,
    `insert into experiments (name, variants, audience, enabled, starts_at, ends_at) values
     ('ADS-WIDEBOARD', '[{"name":"a","weight":50},{"name":"b","weight":50}]', 'all', true, null, null),
     ('ONLY-B', '[{"name":"a","weight":0},{"name":"b","weight":3}]', 'all', true, null, null),
     ('OFF', '[{"name":"a","weight":1}]', 'all', false, null, null),
     ('ENDED', '[{"name":"a","weight":1}]', 'all', true, '2026-01-01', '2026-02-01'),
     ('LATER', '[{"name":"a","weight":1}]', 'all', true, '2026-06-01', null),
     ('DEALERS', '[{"name":"x","weight":1}]', 'business', true, null, null)`,
  );
  await rawQuery(
    t.db,
    `insert into feature_flags (name, enabled, rollout, audience, value) values
     ('vinDecoder', false, 100, 'all', null),
     ('dealerRatings', true, 100, 'all', null),
     ('aiChat', true, 50, 'all', null),
     ('leadsManagement', true, 100, 'business', null),
     ('externalPartner', true, 100, 'all', 'banca-sandbox'),
     ('notAFlag', true, 100, 'all', null)`,
  );
});
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-03-15T09:00:00.000Z');
const visitors = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('assignment', () => {
  it('is the same for the same visitor and experiment, and spreads visitors by weight', async () => {
    const { experiments } = await loadExperimentRows(t.db);
    const first = assignExperiments(visitors[0]!, 'visitor', experiments, NOW);
    expect(assignExperiments(visitors[0]!, 'visitor', experiments, NOW)).toEqual(first);
    const bs = visitors.filter((v) => assignExperiments(v, 'visitor', experiments, NOW)['ADS-WIDEBOARD'] === 'b');
    expect(bs.length / visitors.length).toBeGreaterThan(0.4);
    expect(bs.length / visitors.length).toBeLessThan(0.6);
  });

  it('skips disabled, ended and not yet started experiments, and other audiences', async () => {
    const { experiments } = await loadExperimentRows(t.db);
    expect(Object.keys(assignExperiments(visitors[1]!, 'visitor', experiments, NOW)).sort()).toEqual([
      'ADS-WIDEBOARD',
      'ONLY-B',
    ]);
    expect(assignExperiments(visitors[1]!, 'business', experiments, NOW)).toMatchObject({
      DEALERS: 'x',
      'ONLY-B': 'b',
    });
    expect(assignExperiments(visitors[1]!, 'visitor', experiments, new Date('2026-07-01'))).toHaveProperty(
      'LATER',
      'a',
    );
  });

  it('never picks a zero-weight variant; no usable variant assigns nothing', () => {
    expect(
      visitors.every(
        (v) =>
          pickVariant(v, 'ONLY-B', [
            { name: 'a', weight: 0 },
            { name: 'B', weight: 3 },
          ]) === 'b',
      ),
    ).toBe(true);
    expect(pickVariant(visitors[0]!, 'X', [])).toBeNull();
    expect(pickVariant(visitors[0]!, 'X', [{ name: 'a', weight: -1 }])).toBeNull();
    const row = {
      name: 'X',
      variants: [],
      enabled: true,
      startsAt: null,
      endsAt: null,
      audience: 'all',
    } as unknown as ExperimentRow;
    expect(assignExperiments(visitors[0]!, 'visitor', [row], NOW)).toEqual({});
  });

  it('hashes visitor and name to a stable bucket', () => {
    expect(bucketOf('v', 'ads-wideboard')).toBe(bucketOf('v', 'ADS-WIDEBOARD'));
    expect(bucketOf('v', 'A')).toBeGreaterThanOrEqual(0);
    expect(bucketOf('v', 'A')).toBeLessThan(10_000);
  });
});

describe('flags', () => {
  it('overlay the defaults with the stored rows, by audience and rollout', async () => {
    const { flags } = await loadExperimentRows(t.db);
    const visitor = evaluateFlags(visitors[2]!, 'visitor', flags);
    expect(visitor).toMatchObject({
      vinDecoder: false,
      dealerRatings: true,
      leadsManagement: false,
      externalPartner: 'banca-sandbox',
      plateDecoder: defaultFeatureFlags().plateDecoder,
    });
    expect(visitor).not.toHaveProperty('notAFlag');
    expect(evaluateFlags(visitors[2]!, 'business', flags).leadsManagement).toBe(true);
    const share = visitors.filter((v) => evaluateFlags(v, 'visitor', flags).aiChat).length / visitors.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
    const none = { name: 'aiChat', enabled: true, rollout: 0, audience: 'all', value: null } as FeatureFlagRow;
    expect(visitors.some((v) => evaluateFlags(v, 'visitor', [none]).aiChat)).toBe(false);
  });

  it('for shared pages, only take rows that are the same for everyone', async () => {
    const flags = await loadSiteWideFlags(t.db);
    expect(flags.vinDecoder).toBe(false);
    expect(flags.dealerRatings).toBe(true);
    expect(flags.aiChat).toBe(defaultFeatureFlags().aiChat);
    expect(flags.leadsManagement).toBe(defaultFeatureFlags().leadsManagement);
    expect(flags.externalPartner).toBe('banca-sandbox');
  });
});

describe('the bootstrap', () => {
  it('answers the cookie, the flags and the cookies to set', async () => {
    const answer = await bootstrapAnswer(t.db, {
      visitorId: visitors[3]!,
      kind: 'visitor',
      host: 'www.volan.ro',
      now: NOW,
    });
    const direct = await experimentsForVisitor(t.db, { id: visitors[3]!, kind: 'visitor' }, NOW);
    expect(answer.experimentCookie).toBe(direct.experimentCookie);
    expect(Object.keys(parseExperimentCookie(answer.experimentCookie))).toEqual(['ADS-WIDEBOARD', 'ONLY-B']);
    expect(answer.pendingCookies.map((c) => c.name)).toEqual(['laquesis', 'laquesisff', 'vid']);
    expect(answer.pendingCookies[0]).toEqual({
      name: 'laquesis',
      value: answer.experimentCookie,
      options: { sameSite: 'strict', domain: 'volan.ro', path: '/', maxAge: 2_592_000 },
      category: 'C0001',
    });
    // The assignments are strictly necessary; the visitor id waits for the performance category.
    expect(answer.pendingCookies.map((c) => c.category)).toEqual(['C0001', 'C0001', 'C0002']);
    expect(answer.pendingCookies[1]!.value.split('#')).toContain('dealerRatings');
    expect(answer.pendingCookies[1]!.value.split('#')).not.toContain('vinDecoder');
    expect(answer.pendingCookies[2]!.value).toBe(visitors[3]);
  });

  it('makes a visitor id when there is none', async () => {
    const answer = await bootstrapAnswer(
      t.db,
      { visitorId: null, kind: 'visitor', host: 'localhost:3000', now: NOW },
      () => 'new-id',
    );
    expect(answer.pendingCookies[2]).toMatchObject({ name: 'vid', value: 'new-id' });
    expect(answer.pendingCookies[0]!.options).not.toHaveProperty('domain');
  });

  it.each([
    ['a UUID', '0F8FAD5B-D9CB-469F-A165-70867728950E', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['garbage', 'x; drop table', null],
    ['empty', '', null],
  ])('keeps the visitor id cookie only when it is a UUID (%s)', (_, value, expected) => {
    expect(validVisitorId(value)).toBe(expected);
  });

  function call(req: Partial<IncomingMessage> & { cookies: Record<string, string> }) {
    const headers: Record<string, string> = {};
    let body = '';
    const res = {
      statusCode: 0,
      setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
      end: (chunk?: string) => void (body = chunk ?? ''),
    } as unknown as ServerResponse;
    const handler = createBootstrapHandler({
      db: () => Promise.resolve(t.db),
      visitorKind: () => Promise.reject(new Error('unreadable session')),
      now: () => NOW,
    });
    return handler(req as never, res).then(() => ({ status: res.statusCode, headers, body }));
  }

  it('answers 200 JSON, never cached, whatever the query and cookies', async () => {
    const answer = await call({
      method: 'GET',
      url: '/api/uoffe?%%%<script>',
      headers: { host: 'www.volan.ro' },
      cookies: { vid: '../../etc', laquesis: '@@##|' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const json = JSON.parse(answer.body) as {
      experimentCookie: string;
      featureFlags: object;
      pendingCookies: unknown[];
    };
    expect(json.pendingCookies).toHaveLength(3);
    expect(json.featureFlags).toHaveProperty('experimentsBootstrap', true);
  });

  it('refuses other methods with 405', async () => {
    expect((await call({ method: 'POST', headers: {}, cookies: {} })).status).toBe(405);
  });
});
