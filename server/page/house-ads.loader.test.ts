/**
 * loadPage's `adSlots`: the house ads join the page's props (Slot1/Slot2 named in `banners` only
 * with an advert), are cached with the shared page's outcome, and a failure leaves the slots empty.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ServerResponse } from 'node:http';
import type { HouseAdView } from '@/lib/ads/ad-slots';
import { logger } from '@/lib/logger/logger';
import type { BasePageProps } from '@/lib/page/page-props';
import { loadPage, type PageOutcome } from './load-page';
import { PageCache } from './page-cache';

const AD: HouseAdView = { slot: 'Slot1', title: 'Volan', body: '', href: '/dealeri', imageUrl: null, tpb: 'top' };

function context(): GetServerSidePropsContext {
  const headers = new Map<string, unknown>();
  return {
    req: { headers: { 'user-agent': 'Mozilla/5.0 Chrome/124.0' }, cookies: {} },
    res: {
      statusCode: 200,
      setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
      getHeader: (name: string) => headers.get(name.toLowerCase()),
    } as unknown as ServerResponse,
    params: {},
    query: {},
    resolvedUrl: '/autoturisme',
  } as unknown as GetServerSidePropsContext;
}

function open(execute: () => Promise<unknown>, cache: PageCache<PageOutcome<object>> | null = null) {
  return loadPage<{ own: string }>(context(), {
    namespaces: [],
    shared: true,
    adSlots: ['Slot1', 'Slot2', 'slot-leaderboard'],
    pageCache: cache,
    createExecutor: () => execute as never,
    readSession: () => Promise.resolve(null),
    load: () => Promise.resolve({ props: { own: 'listing' } }),
  });
}

function propsOf(result: GetServerSidePropsResult<BasePageProps & { own: string }>) {
  if (!('props' in result)) throw new Error('expected props');
  return result.props as BasePageProps & { own: string };
}

describe('loadPage with advert slots', () => {
  it('adds the house ads and names the top banner that has one; the shared cache keeps them', async () => {
    const execute = vi.fn().mockResolvedValue({ houseAds: [AD] });
    const cache = new PageCache<PageOutcome<object>>({ ttlMs: 10_000, staleMs: 0, maxEntries: 5, now: () => 0 });
    const first = propsOf(await open(execute, cache));
    expect(first.own).toBe('listing');
    expect(first.houseAds).toEqual([AD]);
    expect(first.banners).toEqual({ slot1: 'Slot1', slot2: null });
    expect(execute).toHaveBeenCalledWith(expect.anything(), { slots: ['Slot1', 'Slot2', 'slot-leaderboard'] });
    const second = propsOf(await open(execute, cache));
    expect(second.houseAds).toEqual([AD]);
    // One house-ads query for both (the site-wide flags have a query of their own on every page).
    const slotQueries = execute.mock.calls.filter((call: unknown[]) => {
      const variables = call[1];
      return typeof variables === 'object' && variables !== null && 'slots' in variables;
    });
    expect(slotQueries).toHaveLength(1);
  });

  it('without top-banner adverts names no banners, and a failure leaves every slot empty', async () => {
    const leaderboard = { ...AD, slot: 'slot-leaderboard' };
    const without = propsOf(await open(vi.fn().mockResolvedValue({ houseAds: [leaderboard] })));
    expect(without.banners).toBeUndefined();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const failed = propsOf(await open(vi.fn().mockRejectedValue(new Error('boom'))));
    expect(warn).toHaveBeenCalledWith(expect.any(Error), { operation: 'HouseAds_Slots' });
    warn.mockRestore();
    expect(failed.own).toBe('listing');
    expect(failed.houseAds).toEqual([]);
  });
});
