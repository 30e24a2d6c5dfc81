/**
 * Device classes of SPEC §2.6: mobile up to 767px, tablet 768–1023px, desktop from 1024px.
 * The server decides from the user agent (server/page/device.ts); the browser re-evaluates from
 * the viewport width (device-store.ts).
 */

/** The three layouts the screens adapt to. */
export type Device = 'mobile' | 'tablet' | 'desktop';

/** Smallest viewport width of the tablet class, in CSS pixels. */
export const TABLET_MIN_WIDTH = 768;
/** Smallest viewport width of the desktop class, in CSS pixels. */
export const DESKTOP_MIN_WIDTH = 1024;

/** The device class of a viewport width. */
export function deviceForWidth(width: number): Device {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}

/** Narrows untrusted input (page props) to a Device. */
export function isDevice(value: unknown): value is Device {
  return value === 'mobile' || value === 'tablet' || value === 'desktop';
}
