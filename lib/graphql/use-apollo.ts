/** The _app hook that hands the on-demand browser client its config (site code, token readers). */
import { useEffect } from 'react';
import type { ApolloClientConfig } from './apollo-client';
import { configureApolloClient } from './browser-apollo';

/** Records the config once, after the first render (the client is only ever created in the browser). */
export function useApolloClientConfig(config: ApolloClientConfig): void {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- config is fixed for the app's lifetime
  useEffect(() => configureApolloClient(config), []);
}
