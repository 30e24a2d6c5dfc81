/**
 * Properties of the seller's price indicator note (SPEC §4: 'none' is shown only to the seller;
 * the seller cannot change or disable the indicator): nothing is asked or shown for anyone who is
 * not the advert's seller, and signing out hides the note at once.
 */
import { defineFlowProperties } from '../flow-properties.types';
import { sellerPriceNoteMachine } from './seller-price-note.machine';

export const SELLER_PRICE_NOTE_PROPERTIES = defineFlowProperties(sellerPriceNoteMachine, {
  id: 'sellerPriceNote',
  invariants: [
    {
      name: 'a note is only ever held for the advert’s seller',
      check: (s) => s.context.note === null || (s.context.viewerIds ?? []).includes(s.context.sellerId),
    },
    {
      name: 'the note is asked for only when the viewer is the seller',
      check: (s) => !s.hasTag('busy') || (s.context.viewerIds ?? []).includes(s.context.sellerId),
    },
    {
      name: 'the note is shown exactly when one is held',
      check: (s) => s.matches('showing') === (s.context.note !== null),
    },
  ],
  rules: [
    {
      event: 'viewer.changed',
      name: 'a viewer who is not the seller (or signed out) sees nothing and nothing is asked',
      check: (before, after, event) =>
        event.type !== 'viewer.changed' ||
        event.viewerIds.includes(before.context.sellerId) ||
        (after.matches('hidden') && after.context.note === null),
    },
    {
      event: 'xstate.done.actor.loadNote',
      name: 'the server’s null (not the seller after all, or the advert has a level) shows nothing',
      check: (_before, after, event) => ('output' in event && event.output !== null) || after.matches('hidden'),
    },
  ],
});
