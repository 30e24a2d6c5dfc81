/**
 * The _app hooks that hand the on-demand browser client its config (site code, token readers) and
 * keep its query mode on the persistedQueries flag.
 */
import { useEffect } from 'react';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import type { ApolloClientConfig } from './apollo-client';
import { configureApolloClient, setPersistedQueries } from './browser-apollo';

/** Records the config once, after the first render (the client is only ever created in the browser). */
export function useApolloClientConfig(config: ApolloClientConfig): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- config is fixed for the app's lifetime
  useEffect(() => configureApolloClient(config), []);
}

/**
 * Follows the persistedQueries flag (issue 15): off, the client sends full query text by POST. Set
 * while rendering, like the tracing context, because the page's flows may query from their effects,
 * which run before _app's.
 */
export function usePersistedQueriesFlag(): void {
  const on = useFeatureFlag('persistedQueries');
  if (typeof window !== 'undefined') setPersistedQueries(on);
}
