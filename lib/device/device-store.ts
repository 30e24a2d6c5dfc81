/**
 * A tiny external store holding the current device class, for useSyncExternalStore. It listens
 * to 'resize' only while someone is subscribed and settles 100 ms after the last resize event,
 * so dragging a window edge re-renders once, not on every frame.
 */
import { deviceForWidth, type Device } from './device-class';

/** The part of `window` the store needs (a fake in tests). */
export interface ViewportSource {
  readonly innerWidth: number;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

/** subscribe/getSnapshot pair for useSyncExternalStore. */
export interface DeviceStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Device;
}

/** Debounce after the last resize event, per SPEC §2.6. */
export const DEVICE_DEBOUNCE_MS = 100;

/** Creates a store over a viewport source. */
export function createDeviceStore(source: ViewportSource, debounceMs = DEVICE_DEBOUNCE_MS): DeviceStore {
  const listeners = new Set<() => void>();
  let current: Device | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = (): void => {
    timer = undefined;
    const next = deviceForWidth(source.innerWidth);
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };
  const onResize = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(settle, debounceMs);
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        // The width may have changed while nobody listened.
        current = deviceForWidth(source.innerWidth);
        source.addEventListener('resize', onResize);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        source.removeEventListener('resize', onResize);
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
      };
    },
    getSnapshot() {
      current ??= deviceForWidth(source.innerWidth);
      return current;
    },
  };
}
