/**
 * The server's device class (SPEC §2.6): isDesktop, then isTablet, otherwise mobile. A user agent
 * that names no device type is a desktop browser (or a bot, which gets the desktop page).
 */
import { userAgentFromString } from 'next/server';
import type { Device } from '@/lib/device/device-class';

/** Device class from a User-Agent header. */
export function deviceFromUserAgent(userAgent: string | undefined): Device {
  const type = userAgentFromString(userAgent ?? '').device.type;
  const isDesktop = type === undefined || type === 'console' || type === 'smarttv' || type === 'embedded';
  if (isDesktop) return 'desktop';
  if (type === 'tablet') return 'tablet';
  return 'mobile';
}
