/**
 * SPEC properties of the photo gallery (§2.6 ad details): the counter always names a photo that
 * exists; moving wraps around; Home/End reach the ends; zoom exists only full screen and never
 * survives a move or closing; a photo that failed to load (in the page or full screen) keeps its
 * place (the counter) and a retry or a move tries again.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { galleryMachine } from './gallery.machine';

export const GALLERY_PROPERTIES = defineFlowProperties(galleryMachine, {
  id: 'gallery',
  invariants: [
    {
      name: 'the photo shown exists',
      check: (snapshot) => snapshot.context.index >= 0 && snapshot.context.index < snapshot.context.count,
    },
  ],
  rules: [
    {
      event: 'gallery.next',
      name: 'next shows the following photo, the first after the last',
      check: (before, after) => after.context.index === (before.context.index + 1) % before.context.count,
    },
    {
      event: 'gallery.previous',
      name: 'previous shows the photo before, the last before the first',
      check: (before, after) =>
        after.context.index === (before.context.index - 1 + before.context.count) % before.context.count,
    },
    {
      event: 'gallery.first',
      name: 'Home shows the first photo',
      check: (_before, after) => after.context.index === 0,
    },
    {
      event: 'gallery.last',
      name: 'End shows the last photo',
      check: (_before, after) => after.context.index === after.context.count - 1,
    },
    {
      event: 'gallery.show',
      name: 'a thumbnail shows its photo',
      check: (_before, after, event) => event.type !== 'gallery.show' || after.context.index === event.index,
    },
    {
      event: 'gallery.open',
      name: 'full screen opens on the same photo, not zoomed',
      check: (before, after) => after.matches({ fullscreen: 'fitted' }) && after.context.index === before.context.index,
    },
    {
      event: 'gallery.close',
      name: 'closing full screen keeps the photo and leaves no zoom',
      check: (before, after) => after.matches('inline') && after.context.index === before.context.index,
    },
    {
      event: 'photo.fail',
      name: 'a photo that fails to load says so on the same photo, in the page or full screen, zoom gone',
      check: (before, after) =>
        (before.matches('inline') ? after.matches({ inline: 'failed' }) : after.matches({ fullscreen: 'failed' })) &&
        after.context.index === before.context.index,
    },
    {
      event: 'photo.retry',
      name: 'the retry loads the same photo again, fitted',
      check: (before, after) =>
        (before.matches('inline') ? after.matches({ inline: 'shown' }) : after.matches({ fullscreen: 'fitted' })) &&
        after.context.index === before.context.index,
    },
    {
      event: 'gallery.next',
      name: 'moving away from a photo that failed shows the next one, fitted',
      check: (before, after) =>
        after.context.index === before.context.index ||
        (before.matches({ fullscreen: 'failed' })
          ? after.matches({ fullscreen: 'fitted' })
          : !before.matches({ inline: 'failed' }) || after.matches({ inline: 'shown' })),
    },
    {
      event: 'gallery.zoom',
      name: 'zoom toggles, full screen only',
      check: (before, after) =>
        before.matches({ fullscreen: 'fitted' })
          ? after.matches({ fullscreen: 'zoomed' })
          : before.matches({ fullscreen: 'zoomed' })
            ? after.matches({ fullscreen: 'fitted' })
            : after.matches('inline'),
    },
  ],
});
