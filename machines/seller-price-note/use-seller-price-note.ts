/**
 * useSellerPriceNote(input, viewerIds, deps): runs the seller's price indicator note with the real
 * call and returns the view of SellerPriceNotePanel (docs/view-api.md): values, booleans and
 * intents, never the snapshot.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { fetchSellerPriceNote } from '@/lib/price-indicator/price-indicator-api';
import { flowInspector } from '../flow-inspector';
import { sellerPriceNoteMachine } from './seller-price-note.machine';
import type { SellerPriceNote, SellerPriceNoteInput } from './seller-price-note.types';

/** What the price indicator panel shows the seller and can ask for. */
export interface SellerPriceNoteView {
  /** The note, once loaded for the seller; null otherwise (and always for anyone else). */
  readonly note: SellerPriceNote | null;
  /** The seller's note is on its way. */
  readonly loading: boolean;
  /** The note could not be loaded; `retry` asks again. */
  readonly failed: boolean;
  readonly retry: () => void;
}

/** Replacement actors (model tests park them). */
export interface SellerPriceNoteDeps {
  readonly actors?: Partial<typeof realActors>;
}

const realActors = {
  loadNote: fromPromise<SellerPriceNote | null, { advertId: string }>(({ input }) =>
    fetchSellerPriceNote(input.advertId),
  ),
};

/**
 * `viewerIds`: who the session says the viewer is (useViewerIds: [] signed out, null while the
 * session loads); each change reaches the flow as `viewer.changed`.
 */
export function useSellerPriceNote(
  input: SellerPriceNoteInput,
  viewerIds: readonly string[] | null,
  deps: SellerPriceNoteDeps = {},
): SellerPriceNoteView {
  const [logic] = useState(() => sellerPriceNoteMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  useEffect(() => {
    if (viewerIds) actor.send({ type: 'viewer.changed', viewerIds });
  }, [actor, viewerIds]);
  const note = useSelector(actor, (s) => s.context.note);
  const loading = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return useMemo(
    () => ({ note, loading, failed, retry: () => actor.send({ type: 'note.retry' }) }),
    [actor, note, loading, failed],
  );
}
