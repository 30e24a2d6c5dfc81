/**
 * Identifiers of the Volan iOS and Android apps, for the app-link meta tags (SPEC §1: pages carry
 * deep-link tags to the apps that show the site in a web view).
 */

/** App Store id of the iOS app. */
export const IOS_APP_STORE_ID = '1487563210';
/** Android package name. */
export const ANDROID_PACKAGE = 'ro.volan.app';
/** Name shown by the stores. */
export const APP_NAME = 'Volan';
/** Deep-link scheme both apps register. */
export const APP_SCHEME = 'volan';

/** The app deep link of a site path: /autoturisme/anunt/1 -> volan://autoturisme/anunt/1. */
export function appDeepLink(path: string): string {
  return `${APP_SCHEME}://${path.replace(/^\/+/, '')}`;
}
