import { deviceForWidth, isDevice } from './device-class';
import { createDeviceStore, type ViewportSource } from './device-store';

function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  const viewport = {
    innerWidth: width,
    addEventListener: (_: 'resize', l: () => void) => listeners.add(l),
    removeEventListener: (_: 'resize', l: () => void) => listeners.delete(l),
    resize(to: number) {
      viewport.innerWidth = to;
      for (const l of listeners) l();
    },
    listenerCount: () => listeners.size,
  };
  return viewport satisfies ViewportSource;
}

describe('deviceForWidth', () => {
  it.each([
    [320, 'mobile'],
    [360, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ] as const)('%i px is %s', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });

  it('recognises device values', () => {
    expect(isDevice('tablet')).toBe(true);
    expect(isDevice('phablet')).toBe(false);
    expect(isDevice(undefined)).toBe(false);
  });
});

describe('createDeviceStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the width on first snapshot', () => {
    expect(createDeviceStore(fakeViewport(800)).getSnapshot()).toBe('tablet');
  });

  it('notifies once, 100 ms after the last resize', () => {
    const viewport = fakeViewport(400);
    const store = createDeviceStore(viewport);
    const listener = vi.fn();
    store.subscribe(listener);
    viewport.resize(900);
    vi.advanceTimersByTime(60);
    viewport.resize(1300);
    vi.advanceTimersByTime(99);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe('mobile');
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe('desktop');
  });

  it('does not notify when the class stays the same', () => {
    const viewport = fakeViewport(400);
    const store = createDeviceStore(viewport);
    const listener = vi.fn();
    store.subscribe(listener);
    viewport.resize(700);
    vi.advanceTimersByTime(200);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops listening when the last subscriber leaves, and catches up on resubscribe', () => {
    const viewport = fakeViewport(400);
    const store = createDeviceStore(viewport);
    const unsubscribe = store.subscribe(() => undefined);
    expect(viewport.listenerCount()).toBe(1);
    viewport.resize(1200);
    unsubscribe();
    vi.advanceTimersByTime(200);
    expect(viewport.listenerCount()).toBe(0);
    store.subscribe(() => undefined);
    expect(store.getSnapshot()).toBe('desktop');
  });
});
