/**
 * SPEC §4 "API calls": requests carry the session's id token as a Bearer token; when a response
 * has a GraphQL error with extensions.code UNAUTHENTICATED, the session is refreshed (bypassing
 * its cache) and the operation is retried once with the new token.
 */
import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/** Returns the current id token, or nothing when signed out. */
export type GetToken = () => Promise<string | null | undefined> | string | null | undefined;
/**
 * Renews the session's id token; `rejected` is the token the server refused, so that a refresh
 * already done since that request left (another operation's) is reused, not done again.
 */
export type RefreshToken = (rejected?: string) => Promise<string | null | undefined> | string | null | undefined;

/** Where the links report what they decided (lib/logger's shape). */
export interface AuthLinkLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
}

/** Operation-context key carrying a token obtained by a refresh, so the retry uses it. */
const refreshedTokenKey = 'volanRefreshedToken';

/** Adds `Authorization: Bearer <token>` when a token is available. */
export function createAuthLink(getToken: GetToken | undefined, logger: AuthLinkLogger): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const refreshed = operation.getContext()[refreshedTokenKey] as string | undefined;
    if (!getToken && !refreshed) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      const tokenPromise = refreshed
        ? Promise.resolve(refreshed)
        : Promise.resolve()
            .then(() => getToken?.())
            .catch((error: unknown) => {
              // No token is not fatal: public queries work without one; protected ones answer UNAUTHENTICATED.
              logger.warn('graphql: could not read the session token; sending the request without it', {
                operation: operation.operationName,
                error: String(error),
              });
              return undefined;
            });
      void tokenPromise.then((token) => {
        if (closed) return;
        if (token) {
          operation.setContext(({ headers }) => ({
            headers: { ...(headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
          }));
        }
        subscription = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}

function isUnauthenticated(result: ApolloLink.Result): boolean {
  const errors = 'errors' in result ? result.errors : undefined;
  return (
    Array.isArray(errors) &&
    errors.some((error: { extensions?: Record<string, unknown> }) => error.extensions?.['code'] === 'UNAUTHENTICATED')
  );
}

/**
 * On UNAUTHENTICATED: refresh once, retry once with the refreshed token. A second UNAUTHENTICATED
 * is passed through (no loop); so is the first one when the refresh yields no token.
 */
export function createUnauthenticatedRetryLink(
  refreshToken: RefreshToken | undefined,
  logger: AuthLinkLogger,
): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!refreshToken) return forward(operation);
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;

      const retryWithFreshToken = async (failed: ApolloLink.Result): Promise<void> => {
        let token: string | null | undefined;
        const headers = operation.getContext().headers as Record<string, string> | undefined;
        const rejected = headers?.authorization?.replace(/^Bearer /u, '');
        try {
          token = await refreshToken(rejected);
        } catch (error) {
          logger.warn('graphql: session refresh failed', { operation: operation.operationName, error: String(error) });
        }
        if (closed) return;
        if (!token) {
          logger.info('graphql: UNAUTHENTICATED and the refreshed session has no id token: will not refresh', {
            operation: operation.operationName,
          });
          observer.next(failed);
          observer.complete();
          return;
        }
        operation.setContext({ [refreshedTokenKey]: token });
        subscription = forward(operation).subscribe(observer);
      };

      let intercepted = false;
      subscription = forward(operation).subscribe({
        next: (result) => {
          if (!intercepted && isUnauthenticated(result)) {
            intercepted = true;
            subscription?.unsubscribe();
            void retryWithFreshToken(result);
            return;
          }
          observer.next(result);
        },
        error: (error: unknown) => observer.error(error),
        complete: () => {
          if (!intercepted) observer.complete();
        },
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
}
