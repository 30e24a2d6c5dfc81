/**
 * The browser's Apollo client (SPEC §7): links, in order,
 *   error report → UNAUTHENTICATED retry → auth (Bearer) → persisted queries (hash first, GET, while
 *   the persistedQueries flag is on) → HTTP,
 * where the first reports the search operations' failures to monitoring (SPEC §8), and HTTP uses
 * lib/http's fetch (sitecode and tracing headers, 10 s timeout, labels, the fetch.request and
 * fetch.timeout page actions handed to lib/tracking) wrapped
 * so a GET URL over 2047 characters goes out as POST. Subscriptions end in the server-sent events
 * link instead (same fetch, no timeout).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { POSSIBLE_TYPES } from './generated/possible-types';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createHttpFetch, type FetchFn } from '@/lib/http/http-fetch';
import { logger as appLogger } from '@/lib/logger/logger';
import { cookieValue, EXPERIMENT_COOKIE } from '@/lib/monitoring/beacon-payload';
import { reportClientError } from '@/lib/monitoring/report-hub';
import { recordPageAction } from '@/lib/tracking/track-queue';
import {
  createAuthLink,
  createUnauthenticatedRetryLink,
  type AuthLinkLogger,
  type GetToken,
  type RefreshToken,
} from './auth-links';
import { createErrorReportLink, type GraphQLFailure } from './error-report-link';
import { createPersistedQueriesLink } from './persisted-queries-link';
import { withPostFallbackForLongUrls } from './post-fallback-fetch';
import { createSseLink } from './sse-link';

/** How a client is built; everything but siteCode has a default. */
export interface ApolloClientConfig {
  /** GraphQL endpoint; '/graphql' in the browser, an absolute URL in tests. */
  uri?: string;
  siteCode: string;
  /** The session's current id token (issue 4 supplies it). */
  getToken?: GetToken;
  /** Refreshes the session bypassing its cache and returns the new id token. */
  refreshToken?: RefreshToken;
  /** The fetch under lib/http's wrapper (tests pass a recording one). */
  fetchImpl?: FetchFn;
  /** Defaults to lib/logger's app logger. */
  logger?: AuthLinkLogger;
  /** Receives the search operations' failures (default: lib/monitoring's report hub). */
  reportFailure?: (failure: GraphQLFailure) => void;
  /** Receives the fetch.request and fetch.timeout page actions (default: lib/tracking's queue). */
  onPageAction?: (name: string, attributes: Readonly<Record<string, unknown>>) => void;
  /** The persistedQueries flag, read for each operation (default: on): off, queries go in full by POST. */
  persistedQueries?: () => boolean;
  /** Set when rendering on the server: no refetching on hydration. */
  ssrMode?: boolean;
}

/** The link chain of createApolloClient, exposed for tests and custom clients. */
export function createClientLink(config: ApolloClientConfig): ApolloLink {
  const logger = config.logger ?? appLogger;
  const httpFetch = withPostFallbackForLongUrls(
    createHttpFetch({
      siteCode: config.siteCode,
      fetchImpl: config.fetchImpl,
      onPageAction: config.onPageAction ?? ((name, attributes) => recordPageAction(name, { ...attributes })),
    }),
  );
  const uri = config.uri ?? '/graphql';
  return ApolloLink.from([
    createErrorReportLink({
      report: config.reportFailure ?? ((failure) => reportClientError(failure.error, failure.context)),
      experimentCookie: () => (typeof document === 'undefined' ? '' : cookieValue(document.cookie, EXPERIMENT_COOKIE)),
    }),
    createUnauthenticatedRetryLink(config.refreshToken, logger),
    createAuthLink(config.getToken, logger),
    createPersistedQueriesLink(config.persistedQueries),
    ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      createSseLink({ uri, fetch: httpFetch }),
      new HttpLink({ uri, fetch: httpFetch, credentials: 'same-origin' }),
    ),
  ]);
}

/** A new client with its own (empty) cache and link chain. */
export function createApolloClient(config: ApolloClientConfig): ApolloClient {
  return new ApolloClient({
    link: createClientLink(config),
    // Unions (the financing answers) need their members for fragments to match (codegen.ts).
    cache: new InMemoryCache({ possibleTypes: POSSIBLE_TYPES }),
    ssrMode: config.ssrMode ?? typeof window === 'undefined',
  });
}

let browserClient: ApolloClient | undefined;

/**
 * The browser's single client, created on first use with an empty cache: pages render from their
 * own props, so there is no server cache state to start from (docs/decisions/0004). On the server
 * it always returns a new client, so requests never share a cache.
 */
export function getBrowserApolloClient(config: ApolloClientConfig): ApolloClient {
  if (typeof window === 'undefined') return createApolloClient(config);
  browserClient ??= createApolloClient(config);
  return browserClient;
}
