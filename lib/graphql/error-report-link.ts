/**
 * Reports GraphQL errors and network errors of the search operations to monitoring (SPEC §8):
 * listingScreen, getAdvertSearchFilters, getAdvertsSearchSummary(Exp), with the operation name,
 * the experiment cookie, the variables, each error's path and the CDN's request id header.
 * Other operations report through their own flows; this link never changes a result.
 */
import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';

/** The operations whose failures are always reported (SPEC §8). */
export const REPORTED_OPERATIONS: ReadonlySet<string> = new Set([
  'listingScreen',
  'getAdvertSearchFilters',
  'getAdvertsSearchSummary',
  'getAdvertsSearchSummaryExp',
]);

/** Response headers that carry a CDN's request id, first found wins (CloudFront, Cloudflare, generic). */
export const CDN_REQUEST_ID_HEADERS = ['x-amz-cf-id', 'cf-ray', 'x-request-id'] as const;

/** The CDN request id of a response, or ''. */
export function cdnRequestIdOf(headers: Pick<Headers, 'get'> | undefined): string {
  for (const name of CDN_REQUEST_ID_HEADERS) {
    const value = headers?.get(name);
    if (value) return value;
  }
  return '';
}

/** What the link hands to the reporter. */
export interface GraphQLFailure {
  readonly error: Error;
  readonly context: {
    readonly operationName: string;
    readonly experimentCookie: string;
    readonly variables: Record<string, unknown>;
    readonly errorPaths: readonly (readonly (string | number)[])[];
    readonly graphQLErrors?: readonly { message: string; path?: readonly (string | number)[] }[];
    readonly networkError?: string;
    readonly statusCode?: number;
    readonly cdnRequestId: string;
  };
}

/** How the link reports and reads the experiment cookie. */
export interface ErrorReportLinkDeps {
  readonly report: (failure: GraphQLFailure) => void;
  readonly experimentCookie: () => string;
}

interface ResponseLike {
  readonly headers?: Headers;
  readonly status?: number;
}

/** The link; put it first in the chain so it sees what the caller will see. */
export function createErrorReportLink(deps: ErrorReportLinkDeps): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? '';
    if (!REPORTED_OPERATIONS.has(name)) return forward(operation);
    const base = () => {
      const response = operation.getContext()['response'] as ResponseLike | undefined;
      return {
        operationName: name,
        experimentCookie: deps.experimentCookie(),
        variables: { ...operation.variables },
        cdnRequestId: cdnRequestIdOf(response?.headers),
        ...(response?.status ? { statusCode: response.status } : {}),
      };
    };
    const safely = (failure: () => GraphQLFailure) => {
      try {
        deps.report(failure());
      } catch {
        // Monitoring must never change what the caller receives.
      }
    };
    return forward(operation).pipe(
      tap({
        next: (result) => {
          const errors = 'errors' in result && Array.isArray(result.errors) ? result.errors : [];
          if (errors.length === 0) return;
          safely(() => {
            const graphQLErrors = errors.map((e: { message: string; path?: readonly (string | number)[] }) => ({
              message: e.message,
              ...(e.path ? { path: e.path } : {}),
            }));
            return {
              error: new Error(`GraphQL Errored: query ${name}: ${graphQLErrors.map((e) => e.message).join('; ')}`),
              context: { ...base(), graphQLErrors, errorPaths: graphQLErrors.flatMap((e) => (e.path ? [e.path] : [])) },
            };
          });
        },
        error: (error: unknown) => {
          safely(() => {
            const message = error instanceof Error ? error.message : String(error);
            return {
              error: new Error(`${message || 'GraphQL Errored'}: query ${name}`),
              context: { ...base(), errorPaths: [], networkError: message },
            };
          });
        },
      }),
    );
  });
}
