// @vitest-environment jsdom
/**
 * Generated paths of the photo gallery, walked on the machine and through AdvertGalleryLayout with
 * the real full-screen viewer: the counter and the photo follow the machine's index, the viewer is
 * a modal dialog only while full screen, and its zoom button is pressed only while zoomed; a photo
 * whose img reports an error (in the page or full screen) gives way to the message and 'Încearcă din nou'.
 */
import { fireEvent } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { AdvertGalleryLayout, photoAttemptUrl } from '@/components/advert/advert-gallery';
import { GalleryViewer } from '@/components/advert/gallery-viewer';
import { advertFixture } from '@/lib/ads/advert-view.fixtures';
import type { GalleryContext, GalleryEvent, GalleryInput } from '@/machines/gallery/gallery.types';
import { useGallery } from '@/machines/gallery/use-gallery';
import { findRegisteredMachine } from '@/machines/registry';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ALL_PHOTOS = advertFixture().photos;

function Harness({ count }: { count: number }) {
  const photos = ALL_PHOTOS.slice(0, count);
  const view = useGallery(photos.length);
  return <AdvertGalleryLayout view={view} photos={photos} title="BMW Seria 3" Viewer={GalleryViewer} />;
}

/** The element keys go to: the viewer while it is open, else the gallery. */
function keyTarget(): Element {
  return document.querySelector('[role="dialog"] button') ?? document.querySelector('section')!;
}

describeFlow(findRegisteredMachine('gallery')!, (scenario) => {
  const { count } = scenario.input as GalleryInput;
  const view = renderWithProviders(<Harness count={count} />);
  const key = (name: string) => () => fireEvent.keyDown(keyTarget(), { key: name });
  const events: Record<GalleryEvent['type'], (step: { event: EventObject }) => void> = {
    'gallery.next': key('ArrowRight'),
    'gallery.previous': key('ArrowLeft'),
    'gallery.first': key('Home'),
    'gallery.last': key('End'),
    'gallery.show': ({ event }) => {
      const index = (event as Extract<GalleryEvent, { type: 'gallery.show' }>).index;
      fireEvent.click(document.querySelector(`button[aria-label="Arată fotografia ${index + 1}"]`)!);
    },
    'gallery.open': () => fireEvent.click(document.querySelector('button[aria-label="Vezi pe tot ecranul"]')!),
    'gallery.close': key('Escape'),
    'gallery.zoom': () => fireEvent.click(document.querySelector('[role="dialog"] button[aria-pressed]')!),
    // The full-screen photo while the viewer is open, else the photo in the page.
    'photo.fail': () =>
      fireEvent.error(document.querySelector('[role="dialog"] img') ?? document.querySelector('figure img')!),
    'photo.retry': () => {
      const retry = [...document.querySelectorAll('[role="dialog"] button, figure button')].find(
        (button) => button.textContent === 'Încearcă din nou',
      );
      fireEvent.click(retry!);
    },
  };
  const counterShows = (snapshot: FlowSnapshot) => {
    const { index } = snapshot.context as GalleryContext;
    expect(document.querySelector('[data-testid="gallery-counter"]')).toHaveTextContent(`${index + 1} / ${count}`);
    // After a retry the photo is asked for under a new address (the failed answer stays cached for the old one).
    const src = document.querySelector('section img')?.getAttribute('src') ?? '';
    expect([
      ALL_PHOTOS[index]!.url,
      ...[1, 2, 3, 4, 5, 6].map((n) => photoAttemptUrl(ALL_PHOTOS[index]!.url, n)),
    ]).toContain(src);
  };
  const viewer = (snapshot: FlowSnapshot, zoomed: boolean) => {
    counterShows(snapshot);
    const { index } = snapshot.context as GalleryContext;
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog?.querySelector('[data-testid="viewer-counter"]')).toHaveTextContent(`${index + 1} / ${count}`);
    expect(dialog?.querySelector('button[aria-pressed]')).toHaveAttribute('aria-pressed', String(zoomed));
    expect(dialog?.querySelector('img')).toHaveAttribute('data-zoomed', String(zoomed));
    expect(dialog?.querySelector('[role="alert"]')).toBeNull();
  };
  const failed = (snapshot: FlowSnapshot) => {
    counterShows(snapshot);
    const { index } = snapshot.context as GalleryContext;
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.querySelector('[data-testid="viewer-counter"]')).toHaveTextContent(`${index + 1} / ${count}`);
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('[role="alert"]')).toHaveTextContent('Fotografia nu a putut fi încărcată.');
    expect(dialog.querySelector('button[aria-pressed]')).toHaveAttribute('aria-disabled', 'true');
    // The arrows stay: the other photos are one key or click away.
    expect(dialog.querySelector('button[aria-label="Fotografia următoare"]') !== null).toBe(count > 1);
    expect(dialog.contains(document.activeElement)).toBe(true);
  };
  const inlineFailed = (snapshot: FlowSnapshot) => {
    const { index } = snapshot.context as GalleryContext;
    expect(document.querySelector('[data-testid="gallery-counter"]')).toHaveTextContent(`${index + 1} / ${count}`);
    expect(document.querySelector('figure img')).toBeNull();
    expect(document.querySelector('figure [role="alert"]')).toHaveTextContent('Fotografia nu a putut fi încărcată.');
    // The arrows and the full-screen button stay.
    expect(document.querySelector('figure button[aria-label="Fotografia următoare"]') !== null).toBe(count > 1);
    expect(document.querySelector('figure button[aria-label="Vezi pe tot ecranul"]')).not.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  };
  return {
    params: {
      events,
      states: {
        'inline.shown': (snapshot: FlowSnapshot) => {
          counterShows(snapshot);
          expect(document.querySelector('figure [role="alert"]')).toBeNull();
          expect(document.querySelector('[role="dialog"]')).toBeNull();
        },
        'inline.failed': inlineFailed,
        'fullscreen.fitted': (snapshot: FlowSnapshot) => viewer(snapshot, false),
        'fullscreen.zoomed': (snapshot: FlowSnapshot) => viewer(snapshot, true),
        'fullscreen.failed': failed,
      },
    },
    dispose: () => view.unmount(),
  };
});
