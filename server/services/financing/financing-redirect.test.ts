/**
 * The financing redirect: where each entry point's link goes (the partner's target only on its
 * hosts, else /finantare with the advert and the entry point; the flag off → /finantare, nothing
 * recorded), and the record in tracking_events on a real (PGlite) database.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEntryPointQuery } from '@/lib/financing/entry-point-href';
import { trackingEvents } from '@/server/db/schema/operations';
import { createTestDb, type TestDb } from '@/server/db/testing/test-db';
import {
  FINANCING_REDIRECT_EVENT,
  financingRedirectDecision,
  recordFinancingRedirect,
  type FinancingRedirectInputs,
} from './financing-redirect';

const HOSTS = ['volan.test', 'localhost:3000'];
const request = (entryPoint: string, query: Record<string, string> = {}) => {
  const parsed = parseEntryPointQuery(entryPoint, query);
  if (!parsed) throw new Error('unknown entry point');
  return parsed;
};
const inputs = (over: Partial<FinancingRedirectInputs> = {}): FinancingRedirectInputs => ({
  request: request('under-price-cta', { anunt: '42' }),
  financingWidgets: true,
  setting: { isEnabled: true, targetURL: 'https://volan.test/finantare?partener=p&punct=under-price-cta&anunt=42' },
  hosts: HOSTS,
  ...over,
});

describe('financingRedirectDecision', () => {
  it.each<[string, FinancingRedirectInputs, string, boolean]>([
    [
      "the partner's target on its host",
      inputs(),
      'https://volan.test/finantare?partener=p&punct=under-price-cta&anunt=42',
      true,
    ],
    [
      'a target on another host: /finantare with the advert',
      inputs({ setting: { isEnabled: true, targetURL: 'https://evil.example/x' } }),
      '/finantare?anunt=42&punct=under-price-cta',
      true,
    ],
    [
      'a protocol-relative target',
      inputs({ setting: { isEnabled: true, targetURL: '//evil.example/x' } }),
      '/finantare?anunt=42&punct=under-price-cta',
      true,
    ],
    [
      'no target URL',
      inputs({ setting: { isEnabled: true, targetURL: null } }),
      '/finantare?anunt=42&punct=under-price-cta',
      true,
    ],
    [
      'the entry point disabled by the partner',
      inputs({ setting: { isEnabled: false, targetURL: 'https://volan.test/finantare' } }),
      '/finantare?anunt=42&punct=under-price-cta',
      true,
    ],
    [
      'no partner answer, no advert',
      inputs({ request: request('header'), setting: null }),
      '/finantare?punct=header',
      true,
    ],
    ['the flag off: /finantare, not recorded', inputs({ financingWidgets: false }), '/finantare?anunt=42', false],
    ['the flag off, no advert', inputs({ financingWidgets: false, request: request('footer') }), '/finantare', false],
    [
      'a site path target',
      inputs({ setting: { isEnabled: true, targetURL: '/finantare?anunt=42' } }),
      '/finantare?anunt=42',
      true,
    ],
  ])('%s', (_name, given, destination, record) => {
    expect(financingRedirectDecision(given)).toEqual({ destination, record });
  });

  it('an unknown entry point is no request (the page answers 404)', () => {
    expect(parseEntryPointQuery('sidebar', { anunt: '42' })).toBeNull();
  });
});

describe('recordFinancingRedirect (PGlite)', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ seed: false });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('stores one page_action with the tracking data and no visitor', async () => {
    await recordFinancingRedirect(t.db, request('LISTING_AD_CARD', { anunt: '42', pozitie: '3' }));
    await recordFinancingRedirect(t.db, request('header'));
    const rows = await t.db
      .select({
        eventType: trackingEvents.eventType,
        page: trackingEvents.page,
        visitorId: trackingEvents.visitorId,
        properties: trackingEvents.properties,
      })
      .from(trackingEvents)
      .where(eq(trackingEvents.name, FINANCING_REDIRECT_EVENT))
      .orderBy(trackingEvents.id);
    expect(rows).toEqual([
      {
        eventType: 'page_action',
        page: '/finantare/redirect/LISTING_AD_CARD',
        visitorId: '',
        properties: {
          entry_point: 'LISTING_AD_CARD',
          touch_point_page: 'listing',
          touch_point_button: 'listing-page-adcard',
          result_position: 3,
          ad_id: '42',
        },
      },
      {
        eventType: 'page_action',
        page: '/finantare/redirect/header',
        visitorId: '',
        properties: { entry_point: 'header', touch_point_page: '', touch_point_button: 'header' },
      },
    ]);
  });
});
