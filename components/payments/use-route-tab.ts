/**
 * The selected tab of a packages page, kept in its path (/contul-meu/benefits/active): selecting
 * one is a shallow push (the page's data does not change), so back and forward move between tabs.
 */
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { routeUrl } from '@/lib/routes/navigate';

/** The tab the URL names (the server's one until the router has a query), and how to select another. */
export function useRouteTab<Tab extends string>(
  routeId: 'myAccountBenefits' | 'myAccountSubscriptions',
  tabs: readonly Tab[],
  initial: Tab,
): { readonly tab: Tab; readonly select: (tab: Tab) => void } {
  const router = useRouter();
  const tab = tabs.find((value) => value === router.query['tab']) ?? initial;
  const select = useCallback(
    (next: Tab) => {
      if (next === tab) return;
      void router.push(routeUrl(routeId, { params: { tab: next } }), undefined, { shallow: true, scroll: false });
    },
    [router, routeId, tab],
  );
  return { tab, select };
}
