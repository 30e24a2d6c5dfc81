/**
 * useDialogs(input): runs the dialog stack and returns the view API for DialogStackProvider.
 * One stack per page (or per app, created in _app); screens open and close dialogs by id.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { DialogStackView } from '@/components/ui/dialogs/dialog-stack';
import { flowInspector } from '../flow-inspector';
import { dialogsMachine } from './dialogs.machine';
import type { DialogsInput } from './dialogs.types';

/** Runs the dialog stack. `input` is read once. */
export function useDialogs(input: DialogsInput = {}): DialogStackView {
  const actor = useActorRef(dialogsMachine, { input, inspect: flowInspector });
  const openIds = useSelector(actor, (snapshot) => snapshot.context.openIds);
  return useMemo(
    () => ({
      openIds,
      open: (id: string) => actor.send({ type: 'DIALOG_OPEN', id }),
      close: (id: string) => actor.send({ type: 'DIALOG_CLOSE', id }),
    }),
    [actor, openIds],
  );
}
