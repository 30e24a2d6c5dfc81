/**
 * Revealing the seller's phone on the ad page (SPEC §2.6): the number is masked until 'Vezi
 * numărul' is pressed; then it comes from the server (which records the reveal). A failure
 * (network, server) offers a retry; past the hourly limit the server refuses with a message and
 * the button stays for later; an advert gone since the page loaded is refused for good.
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type { PhoneOutcome, PhoneRevealContext, PhoneRevealEvent, PhoneRevealInput } from './phone-reveal.types';

const notProvided = () => Promise.reject(new Error('provided by usePhoneReveal'));

/** The refusal that only asks to wait (the hourly limit). */
export const THROTTLED_KEY = 'errors:phone.tooMany';

export const phoneRevealMachine = setup({
  types: {
    context: {} as PhoneRevealContext,
    events: {} as PhoneRevealEvent,
    input: {} as PhoneRevealInput,
  },
  actors: {
    reveal: fromPromise<PhoneOutcome, { advertId: string }>(notProvided),
  },
  guards: {
    throttled: (_, outcome: PhoneOutcome) => outcome.kind === 'refused' && outcome.key === THROTTLED_KEY,
    refused: (_, outcome: PhoneOutcome) => outcome.kind === 'refused',
  },
  actions: {
    refuse: assign((_, outcome: PhoneOutcome) => ({ refusal: outcome.kind === 'refused' ? outcome.key : null })),
    show: assign((_, outcome: PhoneOutcome) => ({
      phone: outcome.kind === 'revealed' ? outcome.phone : null,
      refusal: null,
    })),
    clearRefusal: assign({ refusal: null }),
  },
}).createMachine({
  id: 'phoneReveal',
  description:
    'Afișarea numărului de telefon al vânzătorului: numărul este mascat până la „Vezi numărul”, apoi vine de la server, care înregistrează afișarea.',
  context: ({ input }) => ({ advertId: input.advertId, phone: null, refusal: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'Numărul este mascat; butonul „Vezi numărul” în caseta vânzătorului și în bara fixă.',
      on: { 'phone.reveal': { target: 'revealing' } },
    },
    revealing: {
      description: 'Numărul se cere serverului; butoanele sunt dezactivate.',
      invoke: {
        src: 'reveal',
        id: 'reveal',
        input: ({ context }) => ({ advertId: context.advertId }),
        onDone: [
          {
            guard: { type: 'throttled', params: outputOf },
            target: 'throttled',
            actions: { type: 'refuse', params: outputOf },
          },
          {
            guard: { type: 'refused', params: outputOf },
            target: 'refused',
            actions: { type: 'refuse', params: outputOf },
          },
          { target: 'revealed', actions: { type: 'show', params: outputOf } },
        ],
        onError: { target: 'failed' },
      },
    },
    revealed: {
      description: 'Numărul întreg, ca link tel:, în caseta vânzătorului și în bara fixă.',
    },
    failed: {
      description: 'Numărul nu s-a putut încărca (rețea, server): „Încearcă din nou”.',
      on: { 'phone.reveal': { target: 'revealing' } },
    },
    throttled: {
      description: 'Prea multe numere afișate într-o oră: mesajul serverului; butonul rămâne pentru mai târziu.',
      on: { 'phone.reveal': { target: 'revealing', actions: 'clearRefusal' } },
    },
    refused: {
      description: 'Anunțul nu mai este activ (sau vânzătorul nu are număr): mesajul serverului, fără buton.',
    },
  },
});
