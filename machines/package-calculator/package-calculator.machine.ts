/**
 * The package calculator (SPEC §2.5, docs/billing.md): adverts, bumps a month, featured dealer and
 * the period → the recommended package with its lines and monthly total, live as the inputs change
 * (a short pause after typing, then the server's calculator). A number that is not one is refused
 * under its field before anything is asked; the server's limits come back under theirs.
 */
import { assign, fromPromise, setup } from 'xstate';
import { outputOf } from '../actor-events';
import type {
  CalculatorOutcome,
  CalculatorRequest,
  PackageCalculatorContext,
  PackageCalculatorEvent,
  PackageCalculatorInput,
} from './package-calculator.types';

/** The pause after the last keystroke before the calculator is asked. */
export const CALCULATOR_DEBOUNCE_MS = 300;

const WHOLE = /^\s*\d{1,6}\s*$/u;

/** The draft's problems: ads a whole number from 1, bumps a whole number from 0. */
export function draftProblems(draft: PackageCalculatorContext['draft']): PackageCalculatorContext['errors'] {
  const errors: PackageCalculatorContext['errors'] = {};
  if (!WHOLE.test(draft.ads) || Number(draft.ads) < 1) errors.ads = { key: 'payments:calculator.errors.ads' };
  if (!WHOLE.test(draft.bumpsPerMonth)) errors.bumpsPerMonth = { key: 'payments:calculator.errors.bumps' };
  return errors;
}

export const packageCalculatorMachine = setup({
  types: {
    context: {} as PackageCalculatorContext,
    events: {} as PackageCalculatorEvent,
    input: {} as PackageCalculatorInput,
  },
  actors: {
    calculate: fromPromise<CalculatorOutcome, CalculatorRequest>(() =>
      Promise.reject(new Error('provided by usePackageCalculator')),
    ),
  },
  guards: {
    isDraftValid: ({ context }) => Object.keys(draftProblems(context.draft)).length === 0,
    /** The event changes the draft (a field, the box and the radios only send what differs). */
    isChange: ({ context, event }) => {
      if (event.type === 'input.change') return context.draft[event.field] !== event.value;
      if (event.type === 'featured.toggle') return context.draft.featuredDealer !== event.on;
      if (event.type === 'period.change') return context.draft.period !== event.period;
      return false;
    },
    isRecommendation: (_, outcome: CalculatorOutcome) => outcome.kind === 'recommendation',
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type === 'input.change') return { draft: { ...context.draft, [event.field]: event.value } };
      if (event.type === 'featured.toggle') return { draft: { ...context.draft, featuredDealer: event.on } };
      if (event.type === 'period.change') return { draft: { ...context.draft, period: event.period } };
      return {};
    }),
    check: assign(({ context }) => ({ errors: draftProblems(context.draft), error: null })),
    showRecommendation: assign((_, outcome: CalculatorOutcome) =>
      outcome.kind === 'recommendation' ? { recommendation: outcome.recommendation, errors: {}, error: null } : {},
    ),
    showRefusal: assign((_, outcome: CalculatorOutcome) => {
      if (outcome.kind !== 'refused') return {};
      return outcome.field ? { errors: { [outcome.field]: outcome.problem } } : { error: outcome.problem.key };
    }),
    showFailure: assign({ error: 'payments:calculator.errors.failed' }),
  },
}).createMachine({
  id: 'packageCalculator',
  description: 'Calculatorul de pachet: anunțuri, reactualizări pe lună, dealer recomandat, perioada → recomandarea.',
  context: ({ input }) => ({ draft: input.draft, errors: {}, recommendation: null, error: null }),
  initial: 'settling',
  on: {
    'input.change': { guard: 'isChange', target: '.settling', actions: ['edit', 'check'] },
    'featured.toggle': { guard: 'isChange', target: '.settling', actions: ['edit', 'check'] },
    'period.change': { guard: 'isChange', target: '.settling', actions: ['edit', 'check'] },
  },
  states: {
    settling: {
      description: 'Numerele se verifică la fiecare modificare; un număr greșit este arătat sub câmpul lui.',
      always: [{ guard: 'isDraftValid', target: 'waiting' }, { target: 'invalid' }],
    },
    waiting: {
      description: 'O pauză scurtă (300 ms) după ultima modificare, apoi se cere recomandarea.',
      after: { [CALCULATOR_DEBOUNCE_MS]: 'calculating' },
    },
    invalid: {
      description: 'Un câmp are o problemă: recomandarea anterioară rămâne, fără să se ceară alta.',
    },
    calculating: {
      description: 'Serverul calculează recomandarea.',
      invoke: {
        id: 'calculate',
        src: 'calculate',
        input: ({ context }) => ({
          ads: Number(context.draft.ads),
          bumpsPerMonth: Number(context.draft.bumpsPerMonth),
          featuredDealer: context.draft.featuredDealer,
          period: context.draft.period,
        }),
        onDone: [
          {
            guard: { type: 'isRecommendation', params: outputOf },
            target: 'ready',
            actions: { type: 'showRecommendation', params: outputOf },
          },
          { target: 'invalid', actions: { type: 'showRefusal', params: outputOf } },
        ],
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    ready: { description: 'Pachetul recomandat, liniile estimării și totalul lunar (cu TVA).' },
    failed: {
      description: 'Calculul nu a reușit: „Încearcă din nou”.',
      on: { 'calculation.retry': 'calculating' },
    },
  },
});
