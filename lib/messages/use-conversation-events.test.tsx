// @vitest-environment jsdom
/**
 * The live hooks signed out: no session token, so nothing is opened and the count stays null
 * (signed-in delivery, reconnects and refusal are walked against the real endpoint in
 * server/graphql/modules/messages/messages.live.test.ts).
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConversationEvents, useUnreadConversationCount } from './use-conversation-events';

describe('live message hooks, signed out', () => {
  it('open nothing and report no count', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onEvent = vi.fn();
    const events = renderHook(() => useConversationEvents(onEvent));
    const unread = renderHook(() => useUnreadConversationCount());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(unread.result.current).toBeNull();
    expect(onEvent).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    events.unmount();
    unread.unmount();
    fetchSpy.mockRestore();
  });

  it('report no count while disabled', () => {
    const { result } = renderHook(() => useUnreadConversationCount({ enabled: false }));
    expect(result.current).toBeNull();
  });
});
