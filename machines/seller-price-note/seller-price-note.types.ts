/** Context, events and input of the seller's price indicator note (seller-price-note.machine.ts). */
import type { SellerPriceIndicatorNoteView } from '@/lib/graphql/generated/operations';

/** Why buyers see no indicator, as the server tells the seller. */
export type SellerPriceNote = SellerPriceIndicatorNoteView;

/** What the ad page hands the flow: the advert and its seller (from the page's public data). */
export interface SellerPriceNoteInput {
  readonly advertId: string;
  readonly sellerId: string;
}

export interface SellerPriceNoteContext {
  readonly advertId: string;
  readonly sellerId: string;
  /** Who the session says the viewer is (their own id and their main account's); [] signed out, null unknown yet. */
  readonly viewerIds: readonly string[] | null;
  /** The server's note; null until loaded, and for anyone but the seller. */
  readonly note: SellerPriceNote | null;
}

export type SellerPriceNoteEvent =
  /** The session is known or changed: the viewer's ids ([] when signed out). */
  { type: 'viewer.changed'; viewerIds: readonly string[] } | { type: 'note.retry' };
