/** The _app hook that hands each page's SSR cache state to the on-demand browser client. */
import type { NormalizedCacheObject } from '@apollo/client';
import { useEffect } from 'react';
import type { ApolloClientConfig } from './apollo-client';
import { provideApolloState } from './browser-apollo';

/** The page prop carrying server-extracted cache state (getServerSideProps returns it). */
export const apolloStateProp = 'apolloState';

/** Page props that may carry SSR cache state. */
export interface ApolloPageProps {
  [apolloStateProp]?: NormalizedCacheObject | null;
}

/** Passes the page's SSR state on; the config is read once (the client keeps its links). */
export function useApolloState(pageProps: ApolloPageProps, config: Omit<ApolloClientConfig, 'initialState'>): void {
  const state = pageProps[apolloStateProp];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- config is fixed for the app's lifetime
  useEffect(() => provideApolloState(state, config), [state]);
}
