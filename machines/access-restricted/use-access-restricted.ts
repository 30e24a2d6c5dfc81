/**
 * useAccessRestricted(input): runs the access-restricted dialog flag and returns the view API of
 * AccessRestrictedDialog.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AccessRestrictedView } from '@/components/ui/access-restricted/access-restricted-dialog';
import { flowInspector } from '../flow-inspector';
import { accessRestrictedMachine } from './access-restricted.machine';
import type { AccessRestrictedInput } from './access-restricted.types';

/** Runs the flag. `input` is read once. */
export function useAccessRestricted(input: AccessRestrictedInput = {}): AccessRestrictedView {
  const actor = useActorRef(accessRestrictedMachine, { input, inspect: flowInspector });
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  return useMemo(
    () => ({
      isOpen,
      open: () => actor.send({ type: 'accessDialog.open' }),
      close: () => actor.send({ type: 'accessDialog.close' }),
    }),
    [actor, isOpen],
  );
}
