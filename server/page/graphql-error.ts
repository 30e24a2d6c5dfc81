/**
 * Reads the SPEC §8 shape (extensions.code / extensions.status) off an error thrown by the SSR
 * executor (server/graphql/execute.ts), so page loaders can turn 404 / 410 / 400 into page outcomes.
 */
import type { ErrorClassifier } from '@/lib/listing/listing-search';
import { OperationError } from '@/server/graphql/execute';

/** The first GraphQL error of a failed query, reduced to what loaders branch on. */
export interface PageGraphQLError {
  status: number | null;
  code: string | null;
  message: string;
  extensions: Readonly<Record<string, unknown>>;
}

/** The GraphQL error inside `error`, or null for anything else (network, programming errors). */
export function graphqlErrorOf(error: unknown): PageGraphQLError | null {
  if (!(error instanceof OperationError)) return null;
  const [first] = error.errors;
  if (!first) return null;
  const extensions = first.extensions ?? {};
  const status = extensions['status'];
  const code = extensions['code'];
  return {
    status: typeof status === 'number' ? status : null,
    code: typeof code === 'string' ? code : null,
    message: first.message,
    extensions,
  };
}

/** True when `error` is a GraphQL error with this extensions.status. */
export function hasStatus(error: unknown, status: number): boolean {
  return graphqlErrorOf(error)?.status === status;
}

/** The code and input field of a GraphQL error, for the shared searches (lib/listing, lib/sellers). */
export const classifyGraphqlError: ErrorClassifier = (error) => {
  const found = graphqlErrorOf(error);
  if (!found) return null;
  const field = found.extensions['field'];
  return { code: found.code, field: typeof field === 'string' ? field : undefined };
};
