/**
 * The common properties of every tracking event (SPEC §3 "Tracking common properties", §4
 * "Tracking status values"): computed from the page (cookies, URL, user agent, referrer, device)
 * and the session through the one tracking-status function (lib/session/tracking-status.ts).
 */
import type { Device } from '@/lib/device/device-class';
import { isInAppBrowser } from '@/lib/session/in-app-browser';
import type { PageSession } from '@/lib/session/session.types';
import { sessionTracking } from '@/lib/session/tracking-status';
import type { TrackingEventType } from './track-queue';
import { readCookie } from './cookies';

/** SPEC §1: tracking language of the Romanian site. */
export const TRACKING_LANGUAGE = 'ro_RO';

/** SPEC §4 platform values. */
export type TrackingPlatform = 'desktop' | 'ios' | 'android' | 'mobile-html5';

/** What the common properties are computed from. */
export interface TrackingPageContext {
  /** document.cookie. */
  cookies: string;
  /** location.search. */
  search: string;
  userAgent: string;
  /** The previous page inside the site, or document.referrer on the first page ('' when none). */
  referrer: string;
  device: Device;
  session: Pick<PageSession, 'user' | 'multiUser'> | null;
  /** Local storage loginType (lib/session/session-storage.ts). */
  loginType: string | null;
}

/** SPEC §3 common properties; absent values are empty strings so the rows stay comparable. */
export interface CommonProperties {
  ga_cookie: string;
  language: typeof TRACKING_LANGUAGE;
  platform: TrackingPlatform;
  custom_referer: string;
  is_webview: 0 | 1;
  user_id: string;
  user_uuid: string;
  user_status: string;
  main_account_uuid: string;
  business_status: string;
  touch_point_page: string;
  touch_point_button: string;
  event_type: TrackingEventType;
}

/** SPEC §4: the native apps are ios or android; a browser is desktop, or mobile-html5 on a phone or tablet. */
export function trackingPlatform(search: string, userAgent: string, device: Device): TrackingPlatform {
  if (isInAppBrowser(search, userAgent)) {
    const source = new URLSearchParams(search).get('utm_source');
    if (source === 'android' || source === 'ios') return source;
    return /android/iu.test(userAgent) ? 'android' : 'ios';
  }
  return device === 'desktop' ? 'desktop' : 'mobile-html5';
}

/** The SPEC §3 common properties of one event. */
export function commonProperties(
  page: TrackingPageContext,
  touchPoint: { page: string; button?: string },
  eventType: TrackingEventType,
): CommonProperties {
  const status = sessionTracking(page.session, page.loginType);
  return {
    ga_cookie: readCookie(page.cookies, '_ga') ?? '',
    language: TRACKING_LANGUAGE,
    platform: trackingPlatform(page.search, page.userAgent, page.device),
    custom_referer: page.referrer,
    is_webview: isInAppBrowser(page.search, page.userAgent) ? 1 : 0,
    user_id: page.session?.user.id ?? '',
    user_uuid: status.user_uuid ?? '',
    user_status: status.user_status,
    main_account_uuid: status.main_account_uuid ?? '',
    business_status: status.business_status ?? '',
    touch_point_page: touchPoint.page,
    touch_point_button: touchPoint.button ?? '',
    event_type: eventType,
  };
}
