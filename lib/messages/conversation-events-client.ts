/**
 * Keeps Subscription.conversationEvents open (docs/messages.md, Live delivery): subscribes through
 * the app's Apollo client (SSE link, Bearer token, persisted queries), reconnects after a drop with
 * a growing pause, and stops for good when the server says the viewer is not signed in. Framework
 * free; use-conversation-events.ts wraps it in React hooks.
 */
import type { ApolloClient } from '@apollo/client';
import { Messages_EventsDocument, type Messages_Events } from '@/lib/graphql/generated/operations';

/** A change in one of the viewer's conversations, as the subscription delivers it. */
export type ConversationEvent = Messages_Events['conversationEvents'];

/** What the watcher reports. */
export interface ConversationEventHandlers {
  readonly onEvent: (event: ConversationEvent) => void;
  /** The stream was opened again after a drop: events may have been missed, refetch what is shown. */
  readonly onReconnect?: () => void;
  /** The server refused the viewer (UNAUTHENTICATED after the token refresh): no more reconnects. */
  readonly onSignedOut?: () => void;
}

/** Pause before the n-th reconnect (ms): 1 s, 2 s, 4 s … at most 30 s. */
export const reconnectDelay = (attempt: number): number => Math.min(1_000 * 2 ** attempt, 30_000);

const isUnauthenticated = (error: unknown): boolean =>
  ((error as { errors?: readonly { extensions?: Record<string, unknown> }[] } | null)?.errors ?? []).some(
    (e) => e.extensions?.['code'] === 'UNAUTHENTICATED',
  );

/** Opens the subscription and keeps it open; returns the function that closes it. */
export function watchConversationEvents(
  client: ApolloClient | Promise<ApolloClient>,
  handlers: ConversationEventHandlers,
): () => void {
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { unsubscribe(): void } | undefined;

  const reconnectLater = () => {
    current = undefined;
    if (closed) return;
    timer = setTimeout(() => {
      attempt += 1;
      void open(true);
    }, reconnectDelay(attempt));
  };

  const open = async (again: boolean) => {
    const apollo = await client;
    if (closed) return;
    current = apollo.subscribe({ query: Messages_EventsDocument }).subscribe({
      next: (result) => {
        if (result.error) {
          if (isUnauthenticated(result.error)) {
            closed = true;
            current?.unsubscribe();
            handlers.onSignedOut?.();
          }
          return;
        }
        if (!result.data) return;
        attempt = 0;
        handlers.onEvent(result.data.conversationEvents);
      },
      error: reconnectLater,
      complete: reconnectLater,
    });
    if (again) handlers.onReconnect?.();
  };

  // Back at once when the browser is online again (instead of waiting out the pause).
  const online = () => {
    if (closed || current) return;
    clearTimeout(timer);
    attempt = 0;
    void open(true);
  };
  globalThis.addEventListener?.('online', online);
  void open(false);
  return () => {
    closed = true;
    clearTimeout(timer);
    globalThis.removeEventListener?.('online', online);
    current?.unsubscribe();
  };
}
