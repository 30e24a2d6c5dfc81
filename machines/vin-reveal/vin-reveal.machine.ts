/**
 * Revealing an advert's VIN behind a proof-of-work challenge (SPEC §2.6): the page never has it;
 * pressing the button opens a dialog that asks a challenge, solves it (in a Web Worker, with
 * progress), sends the solution and shows the VIN with the history report's link. Any failure —
 * the server's refusal (expired, used, not solved) or no answer — offers a retry with a new
 * challenge; closing the dialog stops the work at once. A revealed VIN stays on the page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { vinFailureKey } from '@/lib/ads/vin-rules';
import { failureOf, type FailureParams, outputOf } from '../actor-events';
import type {
  VinChallenge,
  VinOutcome,
  VinRevealContext,
  VinRevealEvent,
  VinRevealInput,
  VinSolution,
} from './vin-reveal.types';

const notProvided = () => Promise.reject(new Error('provided by useVinReveal'));

export const vinRevealMachine = setup({
  types: {
    context: {} as VinRevealContext,
    events: {} as VinRevealEvent,
    input: {} as VinRevealInput,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    loadChallenge: fromPromise<VinChallenge, { advertId: string }>(notProvided),
    solve: fromPromise<VinSolution, VinChallenge>(notProvided),
    verify: fromPromise<VinOutcome, { advertId: string; solution: VinSolution }>(notProvided),
  },
  guards: {
    refused: (_, outcome: VinOutcome) => outcome.kind === 'refused',
  },
  actions: {
    openDialog: assign({ open: true, error: null }),
    reset: assign({ open: false, challenge: null, solution: null, error: null }),
    closeDialog: assign({ open: false }),
    setChallenge: assign((_, challenge: VinChallenge) => ({ challenge })),
    setSolution: assign((_, solution: VinSolution) => ({ solution })),
    fail: assign((_, { error }: FailureParams) => ({ error: vinFailureKey(error), challenge: null, solution: null })),
    refuse: assign((_, outcome: VinOutcome) => ({
      error: outcome.kind === 'refused' ? outcome.key : null,
      challenge: null,
      solution: null,
    })),
    reveal: assign((_, outcome: VinOutcome) =>
      outcome.kind === 'revealed' ? { vin: outcome.vin, report: outcome.report, challenge: null, solution: null } : {},
    ),
  },
}).createMachine({
  id: 'vinReveal',
  description:
    'Afișarea seriei de șasiu (VIN) după o verificare proof-of-work rezolvată în browser; apoi raportul istoric în PDF.',
  context: ({ input }) => ({
    advertId: input.advertId,
    open: false,
    challenge: null,
    solution: null,
    vin: null,
    report: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'VIN-ul este ascuns; pagina nu îl are.',
      on: { 'vin.reveal': { target: 'loadingChallenge', actions: 'openDialog' } },
    },
    loadingChallenge: {
      description: 'Se cere o verificare de la server.',
      tags: ['open', 'busy'],
      on: { 'vin.close': { target: 'idle', actions: 'reset' } },
      invoke: {
        src: 'loadChallenge',
        id: 'loadChallenge',
        input: ({ context }) => ({ advertId: context.advertId }),
        onDone: { target: 'solving', actions: { type: 'setChallenge', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'fail', params: failureOf } },
      },
    },
    solving: {
      description: '„Se verifică…”: verificarea se rezolvă într-un Web Worker, cu progres; închiderea o oprește.',
      tags: ['open', 'busy'],
      on: { 'vin.close': { target: 'idle', actions: 'reset' } },
      invoke: {
        src: 'solve',
        id: 'solve',
        input: ({ context }) => context.challenge!,
        onDone: { target: 'verifying', actions: { type: 'setSolution', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'fail', params: failureOf } },
      },
    },
    verifying: {
      description: 'Soluția se trimite serverului, care o verifică și o consumă.',
      tags: ['open', 'busy'],
      on: { 'vin.close': { target: 'idle', actions: 'reset' } },
      invoke: {
        src: 'verify',
        id: 'verify',
        input: ({ context }) => ({ advertId: context.advertId, solution: context.solution! }),
        onDone: [
          {
            guard: { type: 'refused', params: outputOf },
            target: 'failed',
            actions: { type: 'refuse', params: outputOf },
          },
          { target: 'revealed', actions: { type: 'reveal', params: outputOf } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: failureOf } },
      },
    },
    failed: {
      description:
        'Verificarea sau serverul a refuzat (expirată, folosită, nerezolvată) ori nu a răspuns: „Încearcă din nou”.',
      tags: ['open'],
      on: {
        'vin.retry': { target: 'loadingChallenge', actions: 'openDialog' },
        'vin.close': { target: 'idle', actions: 'reset' },
      },
    },
    revealed: {
      description: 'VIN-ul se vede pe pagină, cu linkul raportului istoric (PDF).',
      on: { 'vin.close': { actions: 'closeDialog' } },
    },
  },
});
