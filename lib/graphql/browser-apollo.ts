/**
 * The browser's Apollo client, loaded on demand. Flows reach GraphQL through machine actors, which
 * can await the client, so Apollo Client with graphql and rxjs (about 54 KiB gzip) stays out of every
 * page's first load. _app hands over each page's SSR cache state; the cache is restored from it when
 * the client is created and merged on later navigations.
 */
import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import type * as ApolloClientModule from './apollo-client';
import type { ApolloClientConfig } from './apollo-client';

type BrowserConfig = Omit<ApolloClientConfig, 'initialState'>;
type ApolloModule = typeof ApolloClientModule;

let config: BrowserConfig | undefined;
let loaded: ApolloModule | undefined;
let loading: Promise<ApolloClient> | undefined;
const pendingStates: NormalizedCacheObject[] = [];

/** Records the page's SSR cache state (and, the first time, the client config). */
export function provideApolloState(state: NormalizedCacheObject | null | undefined, clientConfig: BrowserConfig): void {
  config ??= clientConfig;
  if (!state) return;
  if (loaded) loaded.getBrowserApolloClient(state, config);
  else pendingStates.push(state);
}

/** The browser's single client, created (and hydrated with every state provided so far) on first use. */
export function getApolloClient(): Promise<ApolloClient> {
  loading ??= import('./apollo-client').then((module) => {
    const clientConfig = config ?? { siteCode: '' };
    let client = module.getBrowserApolloClient(pendingStates.shift(), clientConfig);
    for (const state of pendingStates.splice(0)) client = module.getBrowserApolloClient(state, clientConfig);
    loaded = module;
    return client;
  });
  return loading;
}
