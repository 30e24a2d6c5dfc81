// @vitest-environment jsdom
/** The ad page's view is sent once per advert shown, after hydration, never while prerendered. */
import { act, renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { logger } from '@/lib/logger/logger';
import { useAdvertView } from './use-advert-view';

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function setPrerendering(value: boolean) {
  Object.defineProperty(document, 'prerendering', { value, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setPrerendering(false);
});

describe('useAdvertView', () => {
  it('sends one view per advert, also under StrictMode, and one for the next advert shown', async () => {
    const send = vi.fn(() => Promise.resolve(true));
    const { rerender } = renderHook(({ id }: { id: string | null }) => useAdvertView(id, send), {
      initialProps: { id: '42' },
      wrapper: strict,
    });
    expect(send).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(send.mock.calls).toEqual([['42']]);
    rerender({ id: '42' });
    await act(() => vi.runAllTimersAsync());
    rerender({ id: '43' });
    await act(() => vi.runAllTimersAsync());
    expect(send.mock.calls).toEqual([['42'], ['43']]);
  });

  it('sends nothing for an inactive advert (no id)', async () => {
    const send = vi.fn(() => Promise.resolve(true));
    renderHook(() => useAdvertView(null, send));
    await act(() => vi.runAllTimersAsync());
    expect(send).not.toHaveBeenCalled();
  });

  it('waits while the page is prerendered and sends when it is shown; nothing if it never is', async () => {
    setPrerendering(true);
    const send = vi.fn(() => Promise.resolve(true));
    const shown = renderHook(() => useAdvertView('7', send));
    await act(() => vi.runAllTimersAsync());
    expect(send).not.toHaveBeenCalled();
    setPrerendering(false);
    document.dispatchEvent(new Event('prerenderingchange'));
    await act(() => vi.runAllTimersAsync());
    expect(send.mock.calls).toEqual([['7']]);
    shown.unmount();

    setPrerendering(true);
    const never = vi.fn(() => Promise.resolve(true));
    renderHook(() => useAdvertView('8', never)).unmount();
    document.dispatchEvent(new Event('prerenderingchange'));
    await act(() => vi.runAllTimersAsync());
    expect(never).not.toHaveBeenCalled();
  });

  it('logs a failed send and shows nothing', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => useAdvertView('9', send));
    await act(() => vi.runAllTimersAsync());
    expect(send).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.any(Error), { operation: 'AdvertView_Record', id: '9' });
    warn.mockRestore();
  });
});
