/**
 * The GraphQL HTTP endpoint (SPEC §7): graphql-yoga with automatic persisted queries, GET for
 * queries, limits on depth, aliases, directives, cost and tokens (operation-limits.ts), introspection
 * and field suggestions off in production and SPEC §8 error shapes.
 */
// Plugin factories are named use* by convention; renamed so the React hooks lint rule does not apply.
import { createInMemoryAPQStore, useAPQ as apqPlugin } from '@graphql-yoga/plugin-apq';
import {
  parse,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type ParseOptions,
  type Source,
} from 'graphql';
import { createFetch } from '@whatwg-node/fetch';
import { createGraphQLError, createLogger, createYoga, type Plugin, type YogaLogger } from 'graphql-yoga';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from '@/lib/messages/contact-rules';
import { PHOTO_MAX_BYTES } from '@/lib/posting-photos/photo-rules';
import type { AuthConfig } from '@/server/auth/auth-config';
import type { Db } from '@/server/db/client';
import { getEnv } from '@/server/env';
import type { Mailer } from '@/server/mail/mailer';
import type { Services } from '@/server/services/services';
import { createContext } from './context';
import { isGraphQLError, shapeError, withoutSuggestions, withStatus } from './errors';
import { defaultLimits, type OperationLimits } from './operation-limits';
import { getSchema } from './schema';
import { extraValidationRules } from './validation-rules';

/** Options of createVolanYoga; the defaults are what the app runs with. */
export interface VolanYogaOptions {
  /** Defaults to the Volan schema; tests pass their own. */
  schema?: GraphQLSchema;
  /** Builds the context from the request; defaults to createContext({ request, db, services, auth, mailer, remoteAddress }). */
  context?: (request: Request, remoteAddress: string | null) => Promise<object> | object;
  db?: Db;
  services?: Partial<Services>;
  /** Overrides of the sign-in settings (tests: a clock, a short id token lifetime). */
  auth?: Partial<AuthConfig>;
  mailer?: Mailer;
  /** Introspection and GraphiQL off; defaults to NODE_ENV === 'production'. */
  production?: boolean;
  /** When false the server answers PersistedQueryNotSupported to hash-only requests. Default true. */
  persistedQueries?: boolean;
  /** Overrides of defaultLimits (operation-limits.ts). */
  limits?: Partial<OperationLimits>;
  /**
   * URLPattern pathname. Default `{/api}?/graphql`: Next serves the endpoint from the API route
   * pages/api/graphql.ts through the rewrite /graphql → /api/graphql, and whether the handler sees
   * the original or the rewritten URL depends on where Next runs, so both are accepted.
   */
  graphqlEndpoint?: string;
  logger?: YogaLogger | false;
}

/** How long the server remembers a persisted query's text (clients re-send it on a miss). */
const apqTtlMs = 24 * 60 * 60 * 1000;

/** Answers hash-only requests as a server without APQ support would (Apollo's protocol). */
function persistedQueriesNotSupportedPlugin(): Plugin {
  return {
    onParams({ params }) {
      const extensions = params.extensions as { persistedQuery?: unknown } | undefined;
      if (extensions?.persistedQuery != null && params.query == null) {
        throw createGraphQLError('PersistedQueryNotSupported', {
          extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED', http: { status: 200 } },
        });
      }
    },
  };
}

/** Malformed JSON in a GET's variables/extensions is the client's fault: 400, not a masked 520. */
function requestParseErrorsPlugin(): Plugin {
  return {
    onRequestParse(payload) {
      const parser = payload.requestParser;
      if (!parser) return;
      payload.setRequestParser(async (request) => {
        try {
          return await parser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw createGraphQLError('Invalid JSON in the request parameters.', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      });
    },
  };
}

function validationRulesPlugin(production: boolean, limits: OperationLimits): Plugin {
  const rules = extraValidationRules({ production, limits });
  return {
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

/**
 * Parses with graphql-js' token limit, so an oversized document is refused while it is being
 * read; the parser's own message becomes a TOKEN_LIMIT_EXCEEDED error (SPEC §8 shape).
 */
function tokenLimitPlugin(maxTokens: number): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source: string | Source, options?: ParseOptions) => {
        try {
          return parse(source, { ...options, maxLexicalTokens: maxTokens });
        } catch (error) {
          if (!isGraphQLError(error) || !/contains more th(?:an|at) \d+ tokens/.test(error.message)) throw error;
          throw createGraphQLError(`The document has more than ${maxTokens} tokens; the maximum is ${maxTokens}.`, {
            extensions: { code: 'TOKEN_LIMIT_EXCEEDED', status: 400, maxTokens, http: { status: 400 } },
          });
        }
      });
    },
  };
}

/**
 * With introspection off, graphql-js' "Did you mean …?" hints would still spell out the schema
 * field by field; they are cut from validation errors and from execution errors (variables).
 */
function blockSuggestionsPlugin(): Plugin {
  const clean = (errors: readonly GraphQLError[]) => errors.map((error) => withoutSuggestions(error));
  return {
    onValidate() {
      return ({ valid, result, setResult }) => {
        if (!valid) setResult(clean(result as readonly GraphQLError[]));
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          const errors = result.errors as readonly GraphQLError[] | undefined;
          if (errors?.length) setResult({ ...result, errors: clean(errors) });
        },
      };
    },
  };
}

/** Gives every error of a response extensions.code and extensions.status (SPEC §8). */
function errorStatusPlugin(): Plugin {
  const shape = (result: ExecutionResult): ExecutionResult =>
    result.errors?.length ? { ...result, errors: result.errors.map((error) => withStatus(error)) } : result;
  return {
    onResultProcess(payload) {
      const { result } = payload;
      if (Array.isArray(result)) payload.setResult(result.map((item: ExecutionResult) => shape(item)));
      else if (!(Symbol.asyncIterator in result)) payload.setResult(shape(result));
    },
  };
}

/** yoga logs every error its masking replaced; expected ones (404, 410, 400) are not worth an error line. */
function quietLogger(base: YogaLogger): YogaLogger {
  return {
    ...base,
    error: (...args: unknown[]) => {
      const [first] = args;
      const expected = isGraphQLError(first) && (shapeError(first).extensions['status'] ?? 520) !== 520;
      if (expected) base.debug(...args);
      else base.error(...args);
    },
  };
}

/** The TCP peer of a request, from the node server context yoga passes along (Next API route or node:http). */
function remoteAddressOf(serverContext: object): string | null {
  const req = (serverContext as { req?: { socket?: { remoteAddress?: string } } }).req;
  return req?.socket?.remoteAddress ?? null;
}

/** The yoga server; a request listener for node:http and a Next.js API route handler. */
export function createVolanYoga<TServerContext extends Record<string, unknown> = Record<string, unknown>>(
  options: VolanYogaOptions = {},
) {
  const production = options.production ?? getEnv().NODE_ENV === 'production';
  const buildContext =
    options.context ??
    ((request: Request, remoteAddress: string | null) =>
      createContext({
        request,
        db: options.db,
        services: options.services,
        auth: options.auth,
        mailer: options.mailer,
        remoteAddress,
      }));
  const limits: OperationLimits = { ...defaultLimits, ...options.limits };
  const logger = options.logger ?? quietLogger(createLogger(production ? 'warn' : 'info'));
  return createYoga<TServerContext, object>({
    schema: options.schema ?? getSchema(),
    graphqlEndpoint: options.graphqlEndpoint ?? '{/api}?/graphql',
    graphiql: production ? false : { endpoint: '/graphql' },
    landingPage: false,
    fetchAPI: multipartFetch,
    // Same-origin app: no CORS headers, so other sites cannot read responses with a user's cookies.
    cors: false,
    logging: logger === false ? false : logger,
    maskedErrors: { maskError: (error) => shapeError(error) },
    context: (initial) => buildContext(initial.request, remoteAddressOf(initial)),
    plugins: [
      requestParseErrorsPlugin(),
      options.persistedQueries === false
        ? persistedQueriesNotSupportedPlugin()
        : apqPlugin({
            store: createInMemoryAPQStore({ max: 1000, ttl: apqTtlMs }),
            // A miss is an ordinary answer, not an HTTP 404 (browsers log those as console errors).
            responseConfig: { forceStatusCodeOk: true },
          }),
      tokenLimitPlugin(limits.maxTokens),
      validationRulesPlugin(production, limits),
      ...(production ? [blockSuggestionsPlugin()] : []),
      errorStatusPlugin(),
    ],
  });
}

/**
 * Limits of multipart requests (message attachments, posting photos), enforced while the body is read: a file
 * far over the attachment limit or a flood of parts is refused (413 / 400) before it is held in
 * memory. They sit a little above the form's own rules (lib/messages/contact-rules.ts), so a file
 * just too large or a sixth file still reaches the service and gets the form's translated error.
 */
export const MULTIPART_LIMITS = {
  // The larger of the two uploads: a message attachment, a posting photo (lib/posting-photos/photo-rules.ts).
  fileSize: Math.max(ATTACHMENT_MAX_BYTES, PHOTO_MAX_BYTES) + 64 * 1024,
  files: ATTACHMENTS_MAX * 2,
  parts: ATTACHMENTS_MAX * 2 + 4,
  fieldSize: 256 * 1024,
} as const;

const multipartFetch = createFetch({ formDataLimits: MULTIPART_LIMITS });

/** The yoga server type, for callers that keep one. */
export type VolanYoga = ReturnType<typeof createVolanYoga>;
