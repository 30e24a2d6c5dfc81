/**
 * A GraphQL multipart request from the browser (SPEC §7; the GraphQL multipart request spec): an
 * `operations` field with the full query text (never a persisted-query hash: the server must see
 * the whole operation next to its files), a `map` field naming where each numbered part goes, and
 * the parts. Sent with XMLHttpRequest, the only browser API that reports upload progress, with the
 * same authorisation as the app's Apollo client (lib/graphql/auth-links): the session's id token as
 * a Bearer token, refreshed once and retried once when the answer is UNAUTHENTICATED. An abort
 * signal (the buyer's 'Anulează') aborts the request with XMLHttpRequest.abort().
 */
import type { TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { apolloClientConfig } from '@/lib/graphql/browser-apollo';
import { getTracingContext, tracingHeaders } from '@/lib/http/tracing-context';

/** A file and the variable path it fills (`input.attachments.0`). */
export interface UploadPart {
  readonly path: string;
  readonly file: Blob;
  readonly name: string;
}

/** A GraphQL error as the server sends it. */
export interface UploadGraphQLError {
  readonly message: string;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/** The answer: data, or the GraphQL errors (a refusal is an answer, not a failure). */
export interface UploadResult<TData> {
  readonly data: TData | null;
  readonly errors: readonly UploadGraphQLError[];
}

/** The request did not get a GraphQL answer (network, a 413, a body that is not JSON). */
export class UploadFailedError extends Error {
  constructor(readonly status: number) {
    super(`multipart upload failed (HTTP ${status})`);
    this.name = 'UploadFailedError';
  }
}

/** The upload was aborted through its signal (not a failure: nothing is shown as an error). */
export class UploadAbortedError extends Error {
  constructor() {
    super('multipart upload aborted');
    this.name = 'AbortError';
  }
}

/** The multipart body: operations, map, then the numbered parts in order. */
export function multipartBody(query: string, variables: unknown, parts: readonly UploadPart[]): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(parts.map((part, i) => [String(i), [`variables.${part.path}`]]))),
  );
  parts.forEach((part, i) => form.append(String(i), part.file, part.name));
  return form;
}

/** Progress of the upload, 0..100. */
export type OnProgress = (percent: number) => void;

interface RawAnswer {
  readonly status: number;
  readonly text: string;
}

function post(
  uri: string,
  body: FormData,
  headers: Record<string, string>,
  onProgress?: OnProgress,
  signal?: AbortSignal,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAbortedError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.addEventListener('loadend', () => signal?.removeEventListener('abort', abort));
    xhr.open('POST', uri);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.addEventListener('error', () => reject(new UploadFailedError(0)));
    xhr.addEventListener('abort', () => reject(signal?.aborted ? new UploadAbortedError() : new UploadFailedError(0)));
    xhr.addEventListener('timeout', () => reject(new UploadFailedError(0)));
    xhr.send(body);
  });
}

function parse<TData>(answer: RawAnswer): UploadResult<TData> {
  let json: { data?: TData | null; errors?: UploadGraphQLError[] };
  try {
    json = JSON.parse(answer.text) as typeof json;
  } catch {
    throw new UploadFailedError(answer.status);
  }
  if (!json || typeof json !== 'object' || (json.data == null && !Array.isArray(json.errors)))
    throw new UploadFailedError(answer.status);
  return { data: json.data ?? null, errors: json.errors ?? [] };
}

const unauthenticated = (result: UploadResult<unknown>) =>
  result.errors.some((error) => error.extensions?.['code'] === 'UNAUTHENTICATED');

/**
 * Sends `document` with `variables` and the files as one multipart request; resolves with the
 * GraphQL answer; rejects with UploadAbortedError once `signal` aborts.
 */
export async function uploadOperation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  parts: readonly UploadPart[],
  onProgress?: OnProgress,
  signal?: AbortSignal,
): Promise<UploadResult<TData>> {
  const config = apolloClientConfig();
  const body = multipartBody(print(document), variables, parts);
  const headers = (token: string | null | undefined): Record<string, string> => ({
    ...tracingHeaders(getTracingContext()),
    ...(config.siteCode ? { sitecode: config.siteCode } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  const uri = config.uri ?? '/graphql';
  const token = await Promise.resolve(config.getToken?.()).catch(() => null);
  const first = parse<TData>(await post(uri, body, headers(token), onProgress, signal));
  if (!unauthenticated(first) || !config.refreshToken) return first;
  const fresh = await Promise.resolve(config.refreshToken()).catch(() => null);
  if (!fresh) return first;
  return parse<TData>(await post(uri, body, headers(fresh), onProgress, signal));
}
