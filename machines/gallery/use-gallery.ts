/**
 * useGallery(count): runs the photo gallery and returns its view API: which photo, whether full
 * screen and zoomed, and the intents. Screens never see the machine.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { flowInspector } from '../flow-inspector';
import { galleryMachine } from './gallery.machine';

/** What the gallery screens read and ask for. */
export interface GalleryView {
  readonly index: number;
  readonly count: number;
  readonly isFullscreen: boolean;
  readonly isZoomed: boolean;
  /** The full-screen photo could not be loaded: a message and a retry instead of it. */
  readonly photoFailed: boolean;
  /** The photo in the page could not be loaded: a message and a retry instead of it. */
  readonly inlinePhotoFailed: boolean;
  /**
   * How many retries so far: after one, photos are asked for under `?incercare=N` (photoAttemptUrl),
   * since the browser keeps a failed answer for the old address. An address detail, not a state.
   */
  readonly retries: number;
  readonly next: () => void;
  readonly previous: () => void;
  readonly first: () => void;
  readonly last: () => void;
  readonly show: (index: number) => void;
  readonly openFullscreen: () => void;
  readonly closeFullscreen: () => void;
  readonly toggleZoom: () => void;
  /** The photo's img (in the page, or full screen while open) reported an error. */
  readonly failPhoto: () => void;
  readonly retryPhoto: () => void;
}

/** Runs the gallery for `count` photos (read once). */
export function useGallery(count: number): GalleryView {
  const actor = useActorRef(galleryMachine, { input: { count }, inspect: flowInspector });
  const index = useSelector(actor, (s) => s.context.index);
  const isFullscreen = useSelector(actor, (s) => s.matches('fullscreen'));
  const isZoomed = useSelector(actor, (s) => s.matches({ fullscreen: 'zoomed' }));
  const photoFailed = useSelector(actor, (s) => s.matches({ fullscreen: 'failed' }));
  const inlinePhotoFailed = useSelector(actor, (s) => s.matches({ inline: 'failed' }));
  const [retries, setRetries] = useState(0);
  return useMemo(
    () => ({
      index,
      count: Math.max(1, count),
      isFullscreen,
      isZoomed,
      photoFailed,
      inlinePhotoFailed,
      retries,
      next: () => actor.send({ type: 'gallery.next' }),
      previous: () => actor.send({ type: 'gallery.previous' }),
      first: () => actor.send({ type: 'gallery.first' }),
      last: () => actor.send({ type: 'gallery.last' }),
      show: (i: number) => actor.send({ type: 'gallery.show', index: i }),
      openFullscreen: () => actor.send({ type: 'gallery.open' }),
      closeFullscreen: () => actor.send({ type: 'gallery.close' }),
      toggleZoom: () => actor.send({ type: 'gallery.zoom' }),
      failPhoto: () => actor.send({ type: 'photo.fail' }),
      retryPhoto: () => {
        setRetries((n) => n + 1);
        actor.send({ type: 'photo.retry' });
      },
    }),
    [actor, index, count, isFullscreen, isZoomed, photoFailed, inlinePhotoFailed, retries],
  );
}
