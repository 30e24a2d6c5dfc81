/**
 * GraphQL errors -> application errors (SPEC §8): a response error whose extensions.status is the
 * status the caller expects becomes the matching AppError, with the error's path recorded.
 */
import { AppError, HTTP_STATUS, InactiveAdError, NotFoundError, type AppErrorOptions } from './app-errors';

/** The parts of a GraphQL response error this mapping reads (GraphQLFormattedError fits). */
export interface GraphQLErrorLike {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/**
 * The first error of `errors` whose extensions.status equals `expectedStatus`, as an AppError
 * (404 NotFoundError, 410 InactiveAdError, else an AppError with that status); null when none.
 */
export function fromGraphQLErrors(
  errors: readonly GraphQLErrorLike[] | null | undefined,
  expectedStatus: number,
  options: Pick<AppErrorOptions, 'routeId' | 'transactionId'> = {},
): AppError | null {
  const error = errors?.find((e) => e.extensions?.['status'] === expectedStatus);
  if (!error) return null;
  const extensions = { ...error.extensions, path: error.path ? [...error.path] : undefined };
  const base = { ...options, cause: error, extensions };
  if (expectedStatus === HTTP_STATUS.NOT_FOUND) return new NotFoundError(error.message, base);
  if (expectedStatus === HTTP_STATUS.GONE) {
    const adId = error.extensions?.['adId'];
    const id = typeof adId === 'string' || typeof adId === 'number' ? String(adId) : '';
    return new InactiveAdError(id, error.extensions?.['inactiveAd'] ?? true, base);
  }
  return new AppError(error.message, { ...base, status: expectedStatus });
}
