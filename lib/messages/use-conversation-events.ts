/**
 * React hooks of live delivery (docs/messages.md, Live delivery). The inbox machines take
 * `CONVERSATION_UPDATED { conversationId }` from useConversationEvents; the account menu's badge
 * reads useUnreadConversationCount. lib/ cannot read the session machine, so the caller says
 * whether someone is signed in (`enabled`); without a session token the hooks do nothing anyway.
 */
import { useEffect, useRef, useState } from 'react';
import { getApolloClient, apolloClientConfig } from '@/lib/graphql/browser-apollo';
import { Messages_UnreadCountDocument } from '@/lib/graphql/generated/operations';
import { type ConversationEvent, watchConversationEvents } from './conversation-events-client';

/** Whether the app's session has an id token (the Apollo config's reader; false when it fails). */
const signedIn = (): Promise<boolean> =>
  Promise.resolve()
    .then(() => apolloClientConfig().getToken?.())
    .then(
      (token) => Boolean(token),
      () => false,
    );

/** Options of the live hooks. */
export interface ConversationEventsOptions {
  /** Subscribe only while true (pass "signed in" from the session); default true. */
  readonly enabled?: boolean;
  /** The stream was opened again after a drop: events may have been missed, refetch what is shown. */
  readonly onReconnect?: () => void;
}

/**
 * Calls `onEvent` for every change in the signed-in viewer's conversations while the component is
 * mounted: subscribes on mount, reconnects after a drop, unsubscribes on unmount; does nothing
 * when signed out. The latest `onEvent` and `onReconnect` are used (no need to memoise them).
 */
export function useConversationEvents(
  onEvent: (event: ConversationEvent) => void,
  options: ConversationEventsOptions = {},
): void {
  const enabled = options.enabled ?? true;
  const handlers = useRef({ onEvent, onReconnect: options.onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect: options.onReconnect };
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void signedIn().then((yes) => {
      if (cancelled || !yes) return;
      stop = watchConversationEvents(getApolloClient(), {
        onEvent: (event) => handlers.current.onEvent(event),
        onReconnect: () => handlers.current.onReconnect?.(),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled]);
}

/**
 * The signed-in viewer's unread conversation count, kept live: Query.unreadConversationCount on
 * mount and after a reconnect, then the count each event carries. Null while loading, when signed
 * out or disabled.
 */
export function useUnreadConversationCount(options: Pick<ConversationEventsOptions, 'enabled'> = {}): number | null {
  const enabled = options.enabled ?? true;
  const [count, setCount] = useState<number | null>(null);
  // Counts a response to ignore when an event came after its query left (the event is newer).
  const generation = useRef(0);
  const load = useRef(() => {});
  useEffect(() => {
    let live = true;
    load.current = () => {
      const asked = generation.current;
      void signedIn()
        .then(async (yes) =>
          yes
            ? (await getApolloClient()).query({ query: Messages_UnreadCountDocument, fetchPolicy: 'network-only' })
            : null,
        )
        .then((result) => {
          if (live && result?.data && asked === generation.current) setCount(result.data.unreadConversationCount);
        })
        .catch(() => {
          // Signed out or offline: the badge stays as it is; the next event or reconnect corrects it.
        });
    };
    if (enabled) load.current();
    return () => {
      live = false;
    };
  }, [enabled]);
  useConversationEvents(
    (event) => {
      generation.current += 1;
      setCount(event.unreadCount);
    },
    { enabled, onReconnect: () => load.current() },
  );
  return enabled ? count : null;
}
