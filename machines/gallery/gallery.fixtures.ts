/**
 * Concrete inputs and events of the photo gallery: an advert with three photos (enough to see
 * wrapping and both ends).
 */
import type { FixtureEvent } from '../registry.types';
import type { GalleryEvent, GalleryInput } from './gallery.types';

/** Three photos. */
export const GALLERY_INPUT: GalleryInput = { count: 3 };

/** Every way to move, full screen, zoom, a photo that fails to load and the retry. */
export const GALLERY_EVENTS: readonly FixtureEvent<GalleryEvent>[] = [
  { type: 'gallery.next' },
  { type: 'gallery.previous' },
  { type: 'gallery.first' },
  { type: 'gallery.last' },
  { type: 'gallery.show', index: 1 },
  { type: 'gallery.open' },
  { type: 'gallery.close' },
  { type: 'gallery.zoom' },
  { type: 'photo.fail' },
  { type: 'photo.retry' },
];
