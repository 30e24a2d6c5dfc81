/**
 * usePhoneReveal(input, deps): runs the phone reveal with the real call and returns the view the
 * seller box and the sticky bar share (docs/view-api.md): values, booleans and one intent.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PhoneOutcome } from '@/lib/ads/phone-api';
import { flowInspector } from '../flow-inspector';
import { phoneRevealMachine } from './phone-reveal.machine';
import type { PhoneRevealInput } from './phone-reveal.types';

/** What the seller box and the sticky bar show and can ask for. */
export interface PhoneRevealView {
  /** The full number (digits), once revealed; null before. */
  readonly phone: string | null;
  /** The number is being asked for: the buttons are disabled. */
  readonly revealing: boolean;
  /** The button is offered (masked, failed, throttled). */
  readonly canReveal: boolean;
  /** The last try failed (network, server): the button says 'Încearcă din nou'. */
  readonly failed: boolean;
  /** i18n key of the server's refusal (too many reveals, advert gone). */
  readonly refusal: string | null;
  readonly reveal: () => void;
}

const realActors = {
  reveal: fromPromise<PhoneOutcome, { advertId: string }>(async ({ input }) =>
    (await import('@/lib/ads/phone-api')).revealPhone(input.advertId),
  ),
};

/** Replacement actors (model tests park them). */
export interface PhoneRevealDeps {
  readonly actors?: Partial<typeof realActors>;
}

export function usePhoneReveal(input: PhoneRevealInput, deps: PhoneRevealDeps = {}): PhoneRevealView {
  const [logic] = useState(() => phoneRevealMachine.provide({ actors: { ...realActors, ...deps.actors } }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const phone = useSelector(actor, (s) => s.context.phone);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const revealing = useSelector(actor, (s) => s.matches('revealing'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const canReveal = useSelector(actor, (s) => s.can({ type: 'phone.reveal' }) || s.matches('revealing'));
  return useMemo(
    () => ({ phone, revealing, canReveal, failed, refusal, reveal: () => actor.send({ type: 'phone.reveal' }) }),
    [actor, phone, revealing, canReveal, failed, refusal],
  );
}
