/**
 * In-process GraphQL for server-side rendering: pages call createSsrApolloClient({ req }) inside
 * getServerSideProps, run their queries (no HTTP hop to our own endpoint) and hand
 * `client.extract()` to the browser as `apolloState`.
 *
 * Operations run through the endpoint's own envelop pipeline (yoga.getEnveloped): same schema,
 * validation rules, context and error masking as HTTP, minus the HTTP parsing. Apollo's
 * SchemaLink would skip the rules and the masking.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ApolloClient, ApolloLink } from '@apollo/client';
import type { ExecutionResult, GraphQLError, GraphQLSchema } from 'graphql';
import { Observable } from 'rxjs';
import { createApolloCache } from '@/lib/graphql/cache';
import { toHeaders } from './context';
import { formatErrors } from './errors';
import { createVolanYoga, type VolanYoga, type VolanYogaOptions } from './yoga';

let sharedYoga: VolanYoga | undefined;

/** The default in-process server (created once: it keeps the parse and validation caches). */
function defaultYoga(): VolanYoga {
  sharedYoga ??= createVolanYoga();
  return sharedYoga;
}

function toFormatted(result: ExecutionResult): ApolloLink.Result {
  return {
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors?.length ? { errors: formatErrors(result.errors) } : {}),
  };
}

/** A terminating link that runs operations through `yoga`'s pipeline with `request` as the request. */
export function createInProcessLink(yoga: VolanYoga, request: Request): ApolloLink {
  const run = async (operation: ApolloLink.Operation): Promise<ApolloLink.Result> => {
    const { operationName, variables } = operation;
    const enveloped = yoga.getEnveloped({ request, params: { operationName, variables } });
    const schema = enveloped.schema as GraphQLSchema;
    const invalid = enveloped.validate(schema, operation.query) as readonly GraphQLError[];
    if (invalid.length > 0) return toFormatted({ errors: invalid });
    const result = (await enveloped.execute({
      schema,
      document: operation.query,
      variableValues: variables,
      operationName,
      contextValue: await enveloped.contextFactory(),
    })) as ExecutionResult;
    return toFormatted(result);
  };
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        run(operation).then(
          (result) => {
            if (observer.closed) return;
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => {
            if (!observer.closed) observer.error(error);
          },
        );
      }),
  );
}

/** Options of createSsrApolloClient; beyond `req` they are for tests. */
export interface SsrApolloClientOptions extends Pick<VolanYogaOptions, 'db' | 'services' | 'schema' | 'production'> {
  /** The incoming page request: its headers (cookies, x-transaction-id, sitecode) reach the context. */
  req?: Pick<IncomingMessage, 'headers'>;
}

/** A per-request Apollo client executing in-process; its operations share one transaction id. */
export function createSsrApolloClient(options: SsrApolloClientOptions = {}): ApolloClient {
  const { req, ...yogaOptions } = options;
  const custom = Object.values(yogaOptions).some((value) => value !== undefined);
  const yoga = custom ? createVolanYoga({ ...yogaOptions, logger: false }) : defaultYoga();
  const headers = toHeaders(req?.headers);
  if (!headers.has('x-transaction-id')) headers.set('x-transaction-id', randomUUID());
  const request = new Request('http://localhost/graphql', { method: 'POST', headers });
  return new ApolloClient({ link: createInProcessLink(yoga, request), cache: createApolloCache(), ssrMode: true });
}
