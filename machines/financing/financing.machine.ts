/**
 * The loan simulator (SPEC §1 financing, §3 loan simulation, §9; docs/financing.md): one advert
 * (or none) at one entry point. The buyer changes the down payment, the credit and the term; each
 * change is checked against the simulation's bounds and, when valid, gives the monthly instalment,
 * the totals and the DAE at once (pure maths, nothing asked). A valid simulation can become an
 * application: the buyer's contact details, then the injected `submitApplication` actor (the
 * server part provides it), submitted or failed with a retry.
 */
import { assign, fromPromise, setup } from 'xstate';
import { applicantProblems, type ApplicantDraft } from '@/lib/financing/applicant-rules';
import {
  editDraft,
  parseLei,
  simulate,
  simulationProblems,
  type SimulationDraft,
} from '@/lib/financing/loan-simulation';
import { failureOf as failureParams, outputOf, type FailureParams } from '../actor-events';
import type {
  ApplicationReceipt,
  ApplicationRefusal,
  LoanApplication,
  LoanSimulatorContext,
  LoanSimulatorEvent,
  LoanSimulatorInput,
} from './financing.types';

/** What a failed application shows: the server's refusal (key and values), or the general failure. */
export function refusalShown(error: unknown): { error: string; errorValues: Readonly<Record<string, string>> | null } {
  const refusal = error as Partial<ApplicationRefusal> | null | undefined;
  if (refusal && typeof refusal.refusalKey === 'string')
    return { error: refusal.refusalKey, errorValues: refusal.values ?? null };
  return { error: 'financing:errors.applicationFailed', errorValues: null };
}

const EMPTY_APPLICANT: ApplicantDraft = { name: '', phone: '', email: '' };

/** The draft with its problems and result, recomputed. */
function checked(context: LoanSimulatorContext, draft: SimulationDraft) {
  return {
    draft,
    problems: simulationProblems(draft, context.settings, context.price),
    result: simulate(draft, context.settings, context.price),
  };
}

/** What the application actor is given (only called with a valid simulation). */
export function applicationOf(context: LoanSimulatorContext): LoanApplication {
  return {
    entryPoint: context.entryPoint,
    advertId: context.advertId,
    financingType: context.financingType,
    credit: parseLei(context.draft.credit) ?? 0,
    downPayment: context.price === null ? null : parseLei(context.draft.downPayment),
    term: context.draft.term,
    monthlyInstalment: context.result?.monthlyInstalment ?? 0,
    daePercent: context.result?.daePercent ?? 0,
    applicant: {
      name: context.applicant.name.trim(),
      phone: context.applicant.phone.trim(),
      email: context.applicant.email.trim(),
    },
  };
}

export const financingMachine = setup({
  types: {
    context: {} as LoanSimulatorContext,
    events: {} as LoanSimulatorEvent,
    input: {} as LoanSimulatorInput,
    tags: {} as 'busy',
  },
  actors: {
    submitApplication: fromPromise<ApplicationReceipt, LoanApplication>(() =>
      Promise.reject(new Error('provided by the page through useLoanSimulator')),
    ),
  },
  guards: {
    isSimulationValid: ({ context }) => context.result !== null,
    isApplicantValid: ({ context }) => Object.keys(applicantProblems(context.applicant)).length === 0,
  },
  actions: {
    editAmount: assign(({ context, event }) =>
      event.type === 'field.change'
        ? checked(context, editDraft(context.draft, event.field, event.value, context.price))
        : {},
    ),
    changeTerm: assign(({ context, event }) =>
      event.type === 'term.change' ? checked(context, { ...context.draft, term: event.months }) : {},
    ),
    editApplicant: assign(({ context, event }) =>
      event.type === 'applicant.change' ? { applicant: { ...context.applicant, [event.field]: event.value } } : {},
    ),
    checkApplicant: assign({ applicantChecked: true }),
    setReceipt: assign((_, receipt: ApplicationReceipt) => ({ receipt, error: null })),
    showFailure: assign((_, { error }: FailureParams) => refusalShown(error)),
    clearError: assign({ error: null, errorValues: null }),
  },
}).createMachine({
  id: 'financing',
  description:
    'Simulatorul de credit al unui anunț (sau fără anunț) într-un punct de intrare: avans, credit și perioadă → rata lunară, totalul și DAE; apoi, la cerere, aplicarea pentru finanțare.',
  context: ({ input }) => {
    const base = {
      ...input,
      problems: {},
      result: null,
      applicant: EMPTY_APPLICANT,
      applicantChecked: false,
      receipt: null,
      error: null,
      errorValues: null,
    };
    return { ...base, ...checked(base, input.draft) };
  },
  initial: 'simulating',
  states: {
    simulating: {
      description:
        'Cumpărătorul schimbă avansul, creditul și perioada; o valoare greșită este arătată sub câmpul ei, altfel rata lunară, totalul de plată și DAE se recalculează imediat.',
      on: {
        'field.change': { actions: 'editAmount' },
        'term.change': { actions: 'changeTerm' },
        'application.start': { guard: 'isSimulationValid', target: 'applying' },
      },
    },
    applying: {
      description:
        'Cererea de finanțare: numele, telefonul și e-mailul cumpărătorului; după o încercare de trimitere, problemele fiecărui câmp sunt arătate.',
      on: {
        'applicant.change': { actions: 'editApplicant' },
        'application.submit': [
          { guard: 'isApplicantValid', target: 'submitting', actions: 'checkApplicant' },
          { actions: 'checkApplicant' },
        ],
        'application.cancel': { target: 'simulating' },
      },
    },
    submitting: {
      description: 'Cererea se trimite (partenerul de finanțare sau dealerul o primește ca lead).',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => applicationOf(context),
        onDone: { target: 'submitted', actions: { type: 'setReceipt', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: failureParams } },
      },
    },
    failed: {
      description: 'Cererea nu s-a trimis: datele rămân; „Încearcă din nou” o retrimite, „Înapoi” revine la formular.',
      on: {
        'application.retry': { target: 'submitting' },
        'application.cancel': { target: 'applying', actions: 'clearError' },
      },
    },
    submitted: {
      description: 'Cererea a fost trimisă: confirmarea, cu referința ei, și ce urmează (vei fi contactat).',
    },
  },
});
