/** The _app hook: the Apollo client for the current page, seeded with its SSR state. */
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { useMemo } from 'react';
import { getBrowserApolloClient, type ApolloClientConfig } from './apollo-client';

/** The page prop carrying server-extracted cache state (getServerSideProps returns it). */
export const apolloStateProp = 'apolloState';

/** Page props that may carry SSR cache state. */
export interface ApolloPageProps {
  [apolloStateProp]?: NormalizedCacheObject | null;
}

/**
 * Returns the client for _app's ApolloProvider. It changes only when a navigation brings new SSR
 * state; the config is read on first creation (the singleton keeps its links).
 */
export function useApollo(pageProps: ApolloPageProps, config: Omit<ApolloClientConfig, 'initialState'>): ApolloClient {
  const state = pageProps[apolloStateProp];
  // eslint-disable-next-line react-hooks/exhaustive-deps -- config is fixed for the app's lifetime
  return useMemo(() => getBrowserApolloClient(state, config), [state]);
}
