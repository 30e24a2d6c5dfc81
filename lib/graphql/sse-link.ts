/**
 * The terminating link of subscriptions: GraphQL over server-sent events in the "distinct
 * connections" mode, the protocol graphql-yoga serves (docs/messages.md, Live delivery). No
 * websocket: one streaming fetch per subscription, so the links before this one apply unchanged —
 * the Bearer token, and persisted queries (the hash first by GET, the full text by POST on
 * PersistedQueryNotFound). Apollo's own HttpLink asks for multipart subscriptions, which yoga does
 * not serve for subscriptions; hence this link.
 *
 * Each `next` event is a result; `complete` ends the subscription. A stream that ends without
 * `complete` (server restart, network drop) is an error, so the caller can reconnect.
 */
import { ApolloLink } from '@apollo/client';
import { fallbackHttpConfig, rewriteURIForGET, selectHttpOptionsAndBody } from '@apollo/client/link/http';
import { Observable } from 'rxjs';

/** A fetch that also takes lib/http's per-request `timeout` (0: none; a stream has no end to wait for). */
type StreamFetch = (input: string, init: RequestInit & { timeout?: number }) => Promise<Response>;

/** One server-sent event. */
interface SseEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream body into events (comments, the server's keep-alive pings, are dropped). */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffer = buffer.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon === -1 ? line : line.slice(0, colon);
          const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
        }
        if (data.length > 0 || event !== 'message') yield { event, data: data.join('\n') };
        end = buffer.indexOf('\n\n');
      }
      if (done) return;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** The subscription link; `fetch` is the app's (site code and tracing headers). */
export function createSseLink(options: { uri: string; fetch: StreamFetch }): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const context = operation.getContext();
        const { options: init, body } = selectHttpOptionsAndBody(operation, fallbackHttpConfig, {
          http: context['http'] as object,
          options: context['fetchOptions'] as object,
          headers: context['headers'] as Record<string, string>,
        });
        const headers = { ...(init.headers as Record<string, string>), accept: 'text/event-stream' };
        const method = (init['method'] as string | undefined) === 'GET' ? 'GET' : 'POST';
        let uri = options.uri;
        if (method === 'GET') {
          const { newURI, parseError } = rewriteURIForGET(uri, body);
          if (parseError) {
            observer.error(parseError);
            return undefined;
          }
          uri = newURI ?? uri;
        }
        const controller = new AbortController();
        const run = async () => {
          const response = await options.fetch(uri, {
            method,
            headers,
            credentials: 'same-origin',
            signal: controller.signal,
            timeout: 0,
            ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
          });
          const type = response.headers.get('content-type') ?? '';
          if (!type.startsWith('text/event-stream') || !response.body) {
            // An answer before the stream opened (yoga answers JSON when it refuses the request).
            const text = await response.text();
            if (type.includes('json')) {
              observer.next(JSON.parse(text) as ApolloLink.Result);
              return observer.complete();
            }
            throw new Error(`subscription refused: HTTP ${response.status}`);
          }
          for await (const event of readEvents(response.body)) {
            if (event.event === 'next') observer.next(JSON.parse(event.data) as ApolloLink.Result);
            else if (event.event === 'complete') return observer.complete();
          }
          throw new Error('subscription stream ended without complete');
        };
        run().catch((error: unknown) => {
          if (!controller.signal.aborted) observer.error(error);
        });
        return () => controller.abort();
      }),
  );
}
