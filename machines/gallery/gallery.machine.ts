/**
 * The ad page's photo gallery (SPEC §2.6): one photo at a time, in the page or full screen; the
 * full-screen photo can be zoomed (click, wheel) and panned. Moving wraps around at both ends;
 * moving to another photo or closing the full-screen view un-zooms. A photo that fails to load, in
 * the page or full screen, says so and offers a retry; the arrows still move to the other photos.
 */
import { assign, setup } from 'xstate';
import type { GalleryContext, GalleryEvent, GalleryInput } from './gallery.types';

/** The index after an event, wrapping at both ends; out-of-range picks are clamped. */
export function nextIndex(context: GalleryContext, event: GalleryEvent): number {
  const { index, count } = context;
  switch (event.type) {
    case 'gallery.next':
      return (index + 1) % count;
    case 'gallery.previous':
      return (index - 1 + count) % count;
    case 'gallery.first':
      return 0;
    case 'gallery.last':
      return count - 1;
    case 'gallery.show':
      return Math.min(count - 1, Math.max(0, Math.trunc(event.index)));
    default:
      return index;
  }
}

const MOVES = ['gallery.next', 'gallery.previous', 'gallery.first', 'gallery.last', 'gallery.show'] as const;

export const galleryMachine = setup({
  types: {
    context: {} as GalleryContext,
    events: {} as GalleryEvent,

    input: {} as GalleryInput,
  },
  guards: {
    movesAway: ({ context, event }) => nextIndex(context, event) !== context.index,
  },
  actions: {
    move: assign({ index: ({ context, event }) => nextIndex(context, event) }),
  },
}).createMachine({
  id: 'gallery',
  description: 'Galeria foto a anunțului: o fotografie odată, în pagină sau pe tot ecranul, cu mărire pe tot ecranul.',
  context: ({ input }) => ({ index: 0, count: Math.max(1, Math.trunc(input.count)) }),
  initial: 'inline',
  states: {
    inline: {
      description: 'Fotografia în pagină, cu butoane anterior/următor, contor și miniaturi.',
      initial: 'shown',
      on: {
        ...Object.fromEntries(MOVES.map((type) => [type, { guard: 'movesAway', target: '.shown', actions: 'move' }])),
        'gallery.open': { target: 'fullscreen' },
      },
      states: {
        shown: {
          description: 'Fotografia se vede (sau se încarcă).',
          on: { 'photo.fail': { target: 'failed' } },
        },
        failed: {
          description:
            'Fotografia nu s-a putut încărca: un mesaj și „Încearcă din nou” în locul ei; săgețile, miniaturile și ecranul complet rămân.',
          on: { 'photo.retry': { target: 'shown' } },
        },
      },
    },
    fullscreen: {
      description: 'Vizualizarea pe tot ecranul (dialog modal): săgeți, Home/End, glisare; Escape închide.',
      initial: 'fitted',
      on: {
        ...Object.fromEntries(MOVES.map((type) => [type, { guard: 'movesAway', target: '.fitted', actions: 'move' }])),
        'gallery.close': { target: 'inline' },
      },
      states: {
        fitted: {
          description: 'Fotografia întreagă, încadrată în ecran.',
          on: { 'gallery.zoom': { target: 'zoomed' }, 'photo.fail': { target: 'failed' } },
        },
        zoomed: {
          description: 'Fotografia mărită; mișcarea mouse-ului o deplasează, un nou clic o micșorează.',
          on: { 'gallery.zoom': { target: 'fitted' }, 'photo.fail': { target: 'failed' } },
        },
        failed: {
          description:
            'Fotografia nu s-a putut încărca: un mesaj și „Încearcă din nou” în locul ei; săgețile duc la celelalte fotografii.',
          on: { 'photo.retry': { target: 'fitted' } },
        },
      },
    },
  },
});
