/**
 * Error shaping per SPEC §8: every error sent to a client carries extensions.code and
 * extensions.status. Service error classes become their documented shapes; anything
 * unexpected is masked (no message, no stack) as INTERNAL 520 and logged on the server.
 *
 * Errors are built with yoga's createGraphQLError and recognised without `instanceof`: graphql
 * ships as CommonJS and ESM, and where a tool loads both (Vitest does) there are two
 * GraphQLError classes. Only types are imported from 'graphql' here.
 */
import type { GraphQLError, GraphQLErrorOptions, GraphQLFormattedError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableReason,
  SERVICE_UNAVAILABLE_CODE,
} from '@/server/db/db-unavailable';
import { InactiveAdError, NotFoundError } from '@/lib/errors/app-errors';
import { UserInputError } from '@/server/services/ads.types';

/** extensions.status for the codes this server emits. */
export const statusByCode: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  DEPTH_LIMIT_EXCEEDED: 400,
  ALIAS_LIMIT_EXCEEDED: 400,
  DIRECTIVE_LIMIT_EXCEEDED: 400,
  COST_LIMIT_EXCEEDED: 400,
  TOKEN_LIMIT_EXCEEDED: 400,
  PERSISTED_QUERY_MISMATCH: 400,
  PERSISTED_QUERY_NOT_FOUND: 404,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INACTIVE_AD: 410,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 520,
};

/** The message clients see while the database is away. */
export const unavailableMessage = 'The service is temporarily unavailable; please try again shortly.';

/** The message clients see for a masked error. */
export const maskedMessage = 'Unexpected error.';

/** True for a GraphQLError of any copy of graphql (it tags itself via Symbol.toStringTag). */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return Object.prototype.toString.call(value) === '[object GraphQLError]';
}

/** A BAD_USER_INPUT error; `key` is the i18n key the client translates, `field` the input path. */
export function badUserInput(key: string, message: string, field?: string): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', status: 400, i18nKey: key, ...(field ? { field } : {}) },
  });
}

function positionOf(error: GraphQLError): GraphQLErrorOptions {
  return { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
}

/** The innermost cause of a GraphQLError chain (the thrown value of a resolver). */
function rootCause(error: unknown): unknown {
  let current = error;
  while (isGraphQLError(current) && current.originalError) current = current.originalError;
  return current;
}

/**
 * yoga's maskError hook (and the SSR link's): shapes known errors, masks the rest. Deliberate
 * GraphQLErrors (validation, APQ, errors resolvers build) keep their message and code.
 */
export function shapeError(error: unknown): GraphQLError {
  const at = isGraphQLError(error) ? positionOf(error) : {};
  const cause = rootCause(error);
  // The database is away (refused, hung, too slow, breaker open): 503 with Retry-After, not a
  // masked 520; the pool has logged the outage once (server/db/pg-pool.ts).
  const unavailable = databaseUnavailableReason(cause);
  if (unavailable) {
    return createGraphQLError(unavailableMessage, {
      ...at,
      extensions: {
        code: SERVICE_UNAVAILABLE_CODE,
        status: 503,
        http: { status: 503, headers: { 'Retry-After': String(databaseRetryAfterSeconds()) } },
      },
    });
  }
  if (cause instanceof NotFoundError) {
    return createGraphQLError(cause.message, {
      ...at,
      extensions: { code: 'NOT_FOUND', status: 404, what: cause.extensions['what'], id: cause.extensions['id'] },
    });
  }
  if (cause instanceof InactiveAdError) {
    return createGraphQLError('InactiveAd', {
      ...at,
      extensions: {
        code: 'INACTIVE_AD',
        status: 410,
        adId: cause.adId,
        categorySlug: cause.extensions['categorySlug'],
        inactiveAd: true,
      },
    });
  }
  if (cause instanceof UserInputError) {
    return createGraphQLError(cause.message, {
      ...at,
      extensions: {
        ...cause.extensions,
        code: 'BAD_USER_INPUT',
        status: 400,
        i18nKey: cause.key,
        ...(cause.field ? { field: cause.field } : {}),
      },
    });
  }
  // A chain of GraphQLErrors only (a resolver's deliberate error, variable coercion): the outer
  // one has the fullest message and inherits the inner one's extensions.
  if (isGraphQLError(cause)) return withStatus(isGraphQLError(error) ? error : cause, at);
  // Keep yoga's http hint (e.g. 413 body too large) but nothing else of the original.
  const http = isGraphQLError(error) ? error.extensions['http'] : undefined;
  return createGraphQLError(maskedMessage, {
    ...at,
    extensions: { code: 'INTERNAL', status: 520, ...(http ? { http } : {}) },
  });
}

/**
 * Adds extensions.code/status to errors that lack them. Errors of graphql-js itself come without
 * a code and are the client's fault: syntax errors, validation (yoga tags those) and variable
 * coercion, which is what `defaultCode` covers.
 */
export function withStatus(
  error: GraphQLError,
  at: GraphQLErrorOptions = positionOf(error),
  defaultCode = 'BAD_USER_INPUT',
): GraphQLError {
  const givenCode = error.extensions['code'];
  const code =
    typeof givenCode === 'string'
      ? givenCode
      : error.message.startsWith('Syntax Error')
        ? 'GRAPHQL_PARSE_FAILED'
        : defaultCode;
  const givenStatus = error.extensions['status'];
  const status = typeof givenStatus === 'number' ? givenStatus : (statusByCode[code] ?? 400);
  if (givenCode === code && givenStatus === status) return error;
  return createGraphQLError(error.message, {
    ...at,
    originalError: error.originalError,
    extensions: { ...error.extensions, code, status },
  });
}

/**
 * Errors of an in-process execution (already masked by yoga's plugins), given their status and
 * serialised as the HTTP endpoint sends them: yoga's internal http/unexpected hints removed.
 */
export function formatErrors(errors: readonly GraphQLError[]): GraphQLFormattedError[] {
  return errors.map((error) => {
    const json = withStatus(error).toJSON();
    const { http: _http, unexpected: _unexpected, ...extensions } = json.extensions ?? {};
    return { ...json, extensions };
  });
}

/** graphql-js' hints (' Did you mean "name"?', ' Did you mean the enum value "NEWEST"?'). */
const suggestion = /\s*Did you mean [^?]*\?/g;

/** The error without graphql-js' "Did you mean …?" hints (they reveal the schema when introspection is off). */
export function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!error.message.includes('Did you mean')) return error;
  return createGraphQLError(error.message.replace(suggestion, ''), {
    ...positionOf(error),
    originalError: error.originalError,
    extensions: error.extensions,
  });
}
