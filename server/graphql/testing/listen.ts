/** Test helpers: a real yoga server on an ephemeral port, and a fetch that records requests. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A started server; call close() in afterAll. */
export interface ListeningServer {
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  close(): Promise<void>;
}

/** A node:http listener that may be async (a yoga instance is one). */
export type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** Starts node:http with the given listener on a free port. */
export async function listen(listener: Listener): Promise<ListeningServer> {
  const server = createServer((request, response) => void listener(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** One request as it left the client. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** Parsed JSON body for POST, or the GraphQL params of a GET's query string. */
  params: {
    query?: string;
    operationName?: string;
    variables?: unknown;
    extensions?: { persistedQuery?: { sha256Hash: string } };
  };
}

/** Wraps the real fetch and keeps every request it sends. */
export function recordingFetch(): { fetch: typeof fetch; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    let params: RecordedRequest['params'];
    if (request.method === 'GET') {
      const json = (name: string) => {
        const value = url.searchParams.get(name);
        return value === null ? undefined : (JSON.parse(value) as unknown);
      };
      params = {
        query: url.searchParams.get('query') ?? undefined,
        operationName: url.searchParams.get('operationName') ?? undefined,
        variables: json('variables'),
        extensions: json('extensions') as RecordedRequest['params']['extensions'],
      };
    } else {
      params = JSON.parse(await request.clone().text()) as RecordedRequest['params'];
    }
    requests.push({ method: request.method, url: request.url, headers: request.headers, params });
    return fetch(request);
  };
  return { fetch: wrapped, requests };
}
