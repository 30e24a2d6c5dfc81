/**
 * Concrete inputs and events of the photo gallery: an advert with three photos (enough to see
 * wrapping and both ends), and one with a single photo (nothing to move to).
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { GalleryEvent, GalleryInput } from './gallery.types';

/** Three photos. */
export const GALLERY_INPUT: GalleryInput = { count: 3 };

/** Every way to move, full screen and zoom. */
export const GALLERY_EVENTS: readonly FixtureEvent<GalleryEvent>[] = [
  { type: 'gallery.next' },
  { type: 'gallery.previous' },
  { type: 'gallery.first' },
  { type: 'gallery.last' },
  { type: 'gallery.show', index: 1 },
  { type: 'gallery.open' },
  { type: 'gallery.close' },
  { type: 'gallery.zoom' },
];

/** Scenarios after the default (three photos). */
export const GALLERY_SCENARIOS: readonly FlowScenario<GalleryInput, GalleryEvent>[] = [
  {
    id: 'o-fotografie',
    title: 'O singură fotografie: nimic de răsfoit, doar tot ecranul și mărirea',
    input: { count: 1 },
    events: [{ type: 'gallery.open' }, { type: 'gallery.close' }, { type: 'gallery.zoom' }, { type: 'gallery.next' }],
  },
];
