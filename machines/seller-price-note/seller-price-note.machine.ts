/**
 * The seller's price indicator note on the ad page (SPEC §4: 'none' is shown only to the seller).
 * The page is rendered once for everybody (page cache), so the browser asks once the session is
 * known and the viewer is the advert's seller (or on the seller's team); the server decides again
 * and answers null to anyone else. Buyers never trigger a request.
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type {
  SellerPriceNote,
  SellerPriceNoteContext,
  SellerPriceNoteEvent,
  SellerPriceNoteInput,
} from './seller-price-note.types';

const notProvided = () => Promise.reject(new Error('provided by useSellerPriceNote'));

export const sellerPriceNoteMachine = setup({
  types: {
    context: {} as SellerPriceNoteContext,
    events: {} as SellerPriceNoteEvent,
    input: {} as SellerPriceNoteInput,
    tags: {} as 'busy',
  },
  actors: {
    loadNote: fromPromise<SellerPriceNote | null, { advertId: string }>(notProvided),
  },
  guards: {
    isSameViewer: ({ context, event }) =>
      event.type === 'viewer.changed' &&
      context.viewerIds !== null &&
      context.viewerIds.join(',') === event.viewerIds.join(','),
    isSellerViewer: ({ context, event }) =>
      event.type === 'viewer.changed' && event.viewerIds.includes(context.sellerId),
    isNote: (_, note: SellerPriceNote | null) => note !== null,
  },
  actions: {
    setViewer: assign(({ event }) => (event.type === 'viewer.changed' ? { viewerIds: event.viewerIds } : {})),
    setNote: assign((_, note: SellerPriceNote | null) => ({ note })),
    clearNote: assign({ note: null }),
  },
}).createMachine({
  id: 'sellerPriceNote',
  description:
    'Explicația vânzătorului pentru un anunț fără indicator de preț: se cere doar după ce sesiunea arată că vizitatorul este vânzătorul anunțului.',
  context: ({ input }) => ({ advertId: input.advertId, sellerId: input.sellerId, viewerIds: null, note: null }),
  initial: 'waitingForSession',
  on: {
    'viewer.changed': [
      // The same viewer again (the session refreshed its token): nothing changes.
      { guard: 'isSameViewer' },
      { guard: 'isSellerViewer', target: '.loading', actions: ['setViewer', 'clearNote'] },
      { target: '.hidden', actions: ['setViewer', 'clearNote'] },
    ],
  },
  states: {
    waitingForSession: {
      description: 'Sesiunea nu este încă cunoscută: nu se afișează și nu se cere nimic.',
    },
    hidden: {
      description: 'Vizitatorul nu este vânzătorul (sau serverul nu are nimic de spus): nu se afișează nimic.',
    },
    loading: {
      description: 'Vizitatorul este vânzătorul: se cere explicația de la server.',
      tags: ['busy'],
      invoke: {
        id: 'loadNote',
        src: 'loadNote',
        input: ({ context }) => ({ advertId: context.advertId }),
        onDone: [
          {
            guard: { type: 'isNote', params: outputOf },
            target: 'showing',
            actions: { type: 'setNote', params: outputOf },
          },
          { target: 'hidden' },
        ],
        onError: { target: 'failed' },
      },
    },
    showing: {
      description: 'Vânzătorul vede de ce cumpărătorii nu văd niciun indicator de preț.',
    },
    failed: {
      description: 'Explicația nu s-a putut încărca; „Încearcă din nou” o cere iar.',
      on: { 'note.retry': { target: 'loading' } },
    },
  },
});
