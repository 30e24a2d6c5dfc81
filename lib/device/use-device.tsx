/**
 * useDevice(): the device class for rendering. During server rendering and hydration it is the
 * server's guess from the user agent (given to DeviceProvider from page props); right after
 * hydration React re-reads the browser store and re-renders if the viewport says otherwise.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Device } from './device-class';
import { createDeviceStore, type DeviceStore } from './device-store';

const ServerDeviceContext = createContext<Device>('mobile');

let browserStore: DeviceStore | undefined;
function store(): DeviceStore {
  browserStore ??= createDeviceStore(window);
  return browserStore;
}
// Stable function identities, so useSyncExternalStore does not resubscribe on every render;
// the store itself is only created in the browser, on first use.
const subscribe = (listener: () => void): (() => void) => store().subscribe(listener);
const getSnapshot = (): Device => store().getSnapshot();

/** Provides the server's device class (from page props) to useDevice. */
export function DeviceProvider({ device, children }: { device: Device; children: ReactNode }) {
  return <ServerDeviceContext.Provider value={device}>{children}</ServerDeviceContext.Provider>;
}

/** The current device class: the server's during hydration, then the viewport's. */
export function useDevice(): Device {
  const serverDevice = useContext(ServerDeviceContext);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverDevice);
}
