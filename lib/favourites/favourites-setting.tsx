/**
 * Whether visitors without an account may keep favourites in the browser (SPEC §6: a flag can
 * hide favourites for unauthenticated users). The server's FAVOURITES_ANONYMOUS setting reaches
 * the browser in the page props (`favouritesForVisitors`, lib/page/page-props.ts), given here by
 * _app: a plain boolean, no other part of the environment.
 */
import { createContext, useContext, type ReactNode } from 'react';

const FavouritesForVisitorsContext = createContext(true);

/** Provides the page's setting (true when the page brings none). */
export function FavouritesSettingProvider({ forVisitors, children }: { forVisitors: boolean; children: ReactNode }) {
  return <FavouritesForVisitorsContext.Provider value={forVisitors}>{children}</FavouritesForVisitorsContext.Provider>;
}

/** True when a visitor without an account may keep favourites in this browser. */
export function useFavouritesForVisitors(): boolean {
  return useContext(FavouritesForVisitorsContext);
}
