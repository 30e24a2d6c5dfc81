/**
 * The browser's Apollo client, loaded on demand. Flows reach GraphQL through machine actors, which
 * can await the client, so Apollo Client with graphql and rxjs (about 54 KiB gzip) stays out of every
 * page's first load. _app hands over the client config (site code, token readers); the client starts
 * with an empty cache: pages render from their own props and the server keeps no Apollo cache
 * (docs/decisions/0004).
 */
import type { ApolloClient } from '@apollo/client';
import type { ApolloClientConfig } from './apollo-client';

let config: ApolloClientConfig | undefined;
let loading: Promise<ApolloClient> | undefined;
let persistedQueries = true;

/** The persistedQueries flag's current value (issue 15); the client reads it for each operation. */
export function setPersistedQueries(on: boolean): void {
  persistedQueries = on;
}

/** Records the client config; the first call wins (the client keeps its links for the app's lifetime). */
export function configureApolloClient(clientConfig: ApolloClientConfig): void {
  config ??= clientConfig;
}

/** The recorded client config (site code, token readers), for requests Apollo does not send (multipart uploads). */
export function apolloClientConfig(): ApolloClientConfig {
  return config ?? { siteCode: '' };
}

/** The browser's single client, created on first use. */
export function getApolloClient(): Promise<ApolloClient> {
  loading ??= import('./apollo-client').then((module) =>
    module.getBrowserApolloClient({ persistedQueries: () => persistedQueries, ...(config ?? { siteCode: '' }) }),
  );
  return loading;
}
