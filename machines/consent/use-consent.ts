/**
 * useConsent(input): runs the cookie-consent flow with its real side effect (the consent cookie,
 * and the decision published to lib/consent/consent-store.ts for cookies and tracking waiting on
 * it) and returns the view API of the banner and the preferences dialog.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoices,
  type OptionalCategory,
  serializeConsent,
} from '@/lib/consent/consent-cookie';
import { publishConsent } from '@/lib/consent/consent-store';
import { serializeCookie } from '@/lib/tracking/cookies';
import { flowInspector } from '../flow-inspector';
import { consentMachine } from './consent.machine';
import type { ConsentInput } from './consent.types';

/** What the banner and the dialog see. */
export interface ConsentView {
  readonly isAsking: boolean;
  readonly isPreferencesOpen: boolean;
  /** The dialog's switches. */
  readonly draft: ConsentChoices;
  readonly acceptAll: () => void;
  readonly refuseAll: () => void;
  readonly openPreferences: () => void;
  readonly toggle: (category: OptionalCategory) => void;
  readonly save: () => void;
  readonly close: () => void;
}

/** Writes the consent cookie (strictly necessary) and tells whoever waits. */
function keepDecision(choices: ConsentChoices | null): void {
  if (!choices) return;
  const decision = { choices, decidedAt: Math.floor(Date.now() / 1000) };
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie = serializeCookie(CONSENT_COOKIE, serializeConsent(decision), {
    maxAgeSeconds: CONSENT_MAX_AGE_SECONDS,
    secure,
  });
  publishConsent(decision);
}

/** Runs the consent flow. `input` is read once. */
export function useConsent(input: ConsentInput): ConsentView {
  const actor = useActorRef(
    consentMachine.provide({ actions: { persistDecision: ({ context }) => keepDecision(context.granted) } }),
    { input, inspect: flowInspector },
  );
  const isAsking = useSelector(actor, (snapshot) => snapshot.matches('asking'));
  const isPreferencesOpen = useSelector(actor, (snapshot) => snapshot.matches('preferences'));
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  return useMemo(
    () => ({
      isAsking,
      isPreferencesOpen,
      draft,
      acceptAll: () => actor.send({ type: 'consent.acceptAll' }),
      refuseAll: () => actor.send({ type: 'consent.refuseAll' }),
      openPreferences: () => actor.send({ type: 'preferences.open' }),
      toggle: (category: OptionalCategory) => actor.send({ type: 'category.toggle', category }),
      save: () => actor.send({ type: 'preferences.save' }),
      close: () => actor.send({ type: 'preferences.close' }),
    }),
    [actor, isAsking, isPreferencesOpen, draft],
  );
}
