/** Concrete inputs and events of the seller's price indicator note, for the model tests and the /flows explorer. */
import type { FixtureEvent } from '../registry.types';
import type { SellerPriceNote, SellerPriceNoteEvent, SellerPriceNoteInput } from './seller-price-note.types';

/** The seller of the fixture advert, a team member acting for them, and a buyer. */
export const SELLER_ID = '00000000-0000-4000-8000-000000000002';
export const TEAM_MEMBER_ID = '00000000-0000-4000-8000-000000000009';
export const BUYER_ID = '00000000-0000-4000-8000-000000000001';

/** A car advert of that seller, priced in LEI. */
export const SELLER_PRICE_NOTE_INPUT: SellerPriceNoteInput = { advertId: '1001', sellerId: SELLER_ID };

/** The server's note for it. */
export const SELLER_PRICE_NOTE: SellerPriceNote = {
  reason: 'NOT_EUR',
  comparablesCount: null,
  comparablesNeeded: 15,
  comparablesMonths: 6,
  computedAt: '2026-03-15T09:00:00.000Z',
};

/** The session becomes known (the seller through a team member's session, or a buyer), the call answers or fails. */
export const SELLER_PRICE_NOTE_EVENTS: readonly FixtureEvent<SellerPriceNoteEvent>[] = [
  { type: 'viewer.changed', viewerIds: [TEAM_MEMBER_ID, SELLER_ID] },
  { type: 'viewer.changed', viewerIds: [BUYER_ID] },
  { type: 'viewer.changed', viewerIds: [] },
  { type: 'xstate.done.actor.loadNote', output: SELLER_PRICE_NOTE },
  { type: 'xstate.done.actor.loadNote', output: null },
  { type: 'xstate.error.actor.loadNote', error: new Error('network') },
  { type: 'note.retry' },
];
