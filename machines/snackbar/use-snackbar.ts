/**
 * useSnackbar(input): runs the notification snackbar and returns the view API of Snackbar.
 * Meant to be created once (in _app) and handed to screens that notify.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnackbarView } from '@/components/ui/snackbar/snackbar';
import { flowInspector } from '../flow-inspector';
import { snackbarMachine } from './snackbar.machine';
import type { SnackbarInput } from './snackbar.types';

/** Runs the snackbar. `input` is read once. */
export function useSnackbar(input: SnackbarInput = {}): SnackbarView {
  const actor = useActorRef(snackbarMachine, { input, inspect: flowInspector });
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const id = useSelector(actor, (snapshot) => snapshot.context.id);
  const message = useSelector(actor, (snapshot) => snapshot.context.message);
  return useMemo(
    () => ({
      isOpen,
      id,
      message,
      show: (nextId: string, nextMessage: string) =>
        actor.send({ type: 'snackbar.show', id: nextId, message: nextMessage }),
      hide: (hideId: string) => actor.send({ type: 'snackbar.hide', id: hideId }),
    }),
    [actor, isOpen, id, message],
  );
}
