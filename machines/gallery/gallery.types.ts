/**
 * Context, events and input of the ad page's photo gallery (SPEC §2.6 ad details: keyboard,
 * swipe, full screen, counter, zoom).
 */

/** The gallery's photos. */
export interface GalleryInput {
  /** How many photos the advert has (at least 1: without photos there is no gallery). */
  readonly count: number;
}

/** Which photo is shown, of how many. */
export interface GalleryContext {
  /** 0-based index of the photo shown. */
  readonly index: number;
  readonly count: number;
}

/**
 * Moving between photos (buttons, arrows, Home/End, swipes, thumbnails), opening and closing the
 * full-screen view, zooming its photo, and its photo failing to load (the img's error) and the retry.
 */
export type GalleryEvent =
  | { type: 'gallery.next' }
  | { type: 'gallery.previous' }
  | { type: 'gallery.first' }
  | { type: 'gallery.last' }
  | { type: 'gallery.show'; index: number }
  | { type: 'gallery.open' }
  | { type: 'gallery.close' }
  | { type: 'gallery.zoom' }
  | { type: 'photo.fail' }
  | { type: 'photo.retry' };
