/**
 * The selected tab of /favorite, kept in the URL (`/favorite?tab=cautari`): selecting one is a
 * shallow push (the page's data does not change), so back and forward move between the tabs.
 */
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { type FavouritesTab, favouritesTabOf } from './favourites-tabs';

/** The tab the URL names, and how to select another. */
export function useFavouritesTab(): { readonly tab: FavouritesTab; readonly select: (tab: FavouritesTab) => void } {
  const router = useRouter();
  const tab = favouritesTabOf(router.query['tab']);
  const select = useCallback(
    (next: FavouritesTab) => {
      if (next === favouritesTabOf(router.query['tab'])) return;
      const url = next === 'anunturi' ? router.pathname : `${router.pathname}?tab=${next}`;
      void router.push(url, undefined, { shallow: true, scroll: false });
    },
    [router],
  );
  return { tab, select };
}
