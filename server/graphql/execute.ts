/**
 * In-process GraphQL for server-side rendering: page loaders run their typed operations here (no
 * HTTP hop to our own endpoint) and get plain data back, which becomes page props. There is no
 * Apollo cache on the server: filling a normalised InMemoryCache and serialising it for the browser
 * cost a third of each page's CPU, and the browser never read it (docs/decisions/0004).
 *
 * Operations run through the endpoint's own envelop pipeline (yoga.getEnveloped): same schema,
 * validation rules, context and error masking as HTTP, minus the HTTP parsing. The documents are
 * the loaders' module-level constants, so yoga's validation cache (a WeakMap keyed by the
 * DocumentNode) validates each of them once per process.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TypedDocumentNode } from '@apollo/client';
import {
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { toHeaders } from './context';
import { formatErrors } from './errors';
import { createVolanYoga, type VolanYoga, type VolanYogaOptions } from './yoga';

let sharedYoga: VolanYoga | undefined;

/** The default in-process server (created once: it keeps the parse and validation caches). */
function defaultYoga(): VolanYoga {
  sharedYoga ??= createVolanYoga();
  return sharedYoga;
}

/** An operation answered with errors; `errors` have the SPEC §8 shape the HTTP endpoint sends. */
export class OperationError extends Error {
  readonly errors: readonly GraphQLFormattedError[];
  constructor(errors: readonly GraphQLFormattedError[]) {
    super(errors.map((error) => error.message).join('\n') || 'GraphQL operation failed');
    this.name = 'OperationError';
    this.errors = errors;
  }
}

/** Runs one operation; resolves to its data or rejects with an OperationError. */
export type SsrExecutor = <TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<TData>;

function operationName(document: DocumentNode): string | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation?.name?.value;
}

/** Options of createSsrExecutor; beyond `req` they are for tests. */
export interface SsrExecutorOptions extends Pick<VolanYogaOptions, 'db' | 'services' | 'schema' | 'production'> {
  /** The incoming page request: its headers (cookies, x-transaction-id, sitecode) reach the context. */
  req?: Pick<IncomingMessage, 'headers'>;
}

/** An executor for one page request: its operations share one request, so one transaction id. */
export function createSsrExecutor(options: SsrExecutorOptions = {}): SsrExecutor {
  const { req, ...yogaOptions } = options;
  const custom = Object.values(yogaOptions).some((value) => value !== undefined);
  const yoga = custom ? createVolanYoga({ ...yogaOptions, logger: false }) : defaultYoga();
  const headers = toHeaders(req?.headers);
  if (!headers.has('x-transaction-id')) headers.set('x-transaction-id', randomUUID());
  const request = new Request('http://localhost/graphql', { method: 'POST', headers });

  return async <TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
  ): Promise<TData> => {
    const name = operationName(document);
    const params = { operationName: name, variables: variables as Record<string, unknown> };
    const enveloped = yoga.getEnveloped({ request, params });
    const schema = enveloped.schema as GraphQLSchema;
    const invalid = enveloped.validate(schema, document) as readonly GraphQLError[];
    if (invalid.length > 0) throw new OperationError(formatErrors(invalid));
    const result = (await enveloped.execute({
      schema,
      document,
      variableValues: params.variables,
      operationName: name,
      contextValue: await enveloped.contextFactory(),
    })) as ExecutionResult<TData>;
    if (result.errors?.length) throw new OperationError(formatErrors(result.errors));
    if (result.data == null) throw new Error(`GraphQL operation ${name ?? ''} returned no data`);
    return result.data;
  };
}
