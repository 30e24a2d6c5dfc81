/**
 * useSavedSearch(input, deps): runs the listing's saved-search popover with the real save call and
 * returns the view SaveSearchPopover draws (docs/view-api.md): values, booleans and intents,
 * never the snapshot. `input.signedIn` is read once: the button mounts the flow when the session is
 * known, and again if it changes.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { SavedSearchRefusal } from '@/lib/saved-searches/saved-search-refusal';
import { flowInspector } from '../flow-inspector';
import { savedSearchMachine } from './saved-search.machine';
import type {
  AlertFrequency,
  SavedSearchInput,
  SavedSearchOutcome,
  SavedSearchView,
  SaveSearchRequest,
  SearchToSave,
} from './saved-search.types';

/** What the popover shows and can ask for. */
export interface SavedSearchPopoverView {
  /** The popover is open (form, invitation or confirmation). */
  readonly open: boolean;
  /** Signed out: the invitation to sign in instead of the form. */
  readonly invitingSignIn: boolean;
  /** The form is shown (open, signed in, not saved yet). */
  readonly editing: boolean;
  readonly name: string;
  readonly frequency: AlertFrequency;
  /** The save call is under way: the fields and buttons wait. */
  readonly saving: boolean;
  /** Why the last attempt was refused, shown on its field; null otherwise. */
  readonly refusal: SavedSearchRefusal | null;
  /** i18n key of a failed call (a retry keeps what was typed); null otherwise. */
  readonly failure: string | null;
  /** The search as saved: the confirmation with its link to the saved searches. */
  readonly saved: SavedSearchView | null;
  readonly openFor: (name: string, search: SearchToSave) => void;
  readonly close: () => void;
  readonly changeName: (name: string) => void;
  readonly changeFrequency: (frequency: AlertFrequency) => void;
  readonly save: () => void;
  readonly retry: () => void;
}

const realActors = {
  saveSearch: fromPromise<SavedSearchOutcome, SaveSearchRequest>(async ({ input }) =>
    (await import('@/lib/saved-searches/saved-searches-api')).saveSearch(input.search, input.name, input.frequency),
  ),
};

/** Replacement calls (model tests park them) and what to announce once saved (the snackbar). */
export interface SavedSearchDeps {
  readonly actors?: Partial<typeof realActors>;
  readonly onSaved?: (search: SavedSearchView) => void;
}

export function useSavedSearch(input: SavedSearchInput, deps: SavedSearchDeps = {}): SavedSearchPopoverView {
  const [logic] = useState(() =>
    savedSearchMachine.provide({
      actors: { ...realActors, ...deps.actors },
      actions: {
        notifySaved: ({ context }) => {
          if (context.saved) deps.onSaved?.(context.saved);
        },
      },
    }),
  );
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const invitingSignIn = useSelector(actor, (s) => s.matches('invitingSignIn'));
  const editing = useSelector(actor, (s) => s.matches('open'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const name = useSelector(actor, (s) => s.context.name);
  const frequency = useSelector(actor, (s) => s.context.frequency);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const failure = useSelector(actor, (s) => s.context.error);
  const saved = useSelector(actor, (s) => (s.matches('saved') ? s.context.saved : null));
  return useMemo(
    () => ({
      open,
      invitingSignIn,
      editing,
      name,
      frequency,
      saving,
      refusal,
      failure,
      saved,
      openFor: (nextName: string, search: SearchToSave) => actor.send({ type: 'popover.open', name: nextName, search }),
      close: () => actor.send({ type: 'popover.close' }),
      changeName: (next: string) => actor.send({ type: 'name.change', name: next }),
      changeFrequency: (next: AlertFrequency) => actor.send({ type: 'frequency.change', frequency: next }),
      save: () => actor.send({ type: 'search.save' }),
      retry: () => actor.send({ type: 'search.retry' }),
    }),
    [actor, open, invitingSignIn, editing, name, frequency, saving, refusal, failure, saved],
  );
}
