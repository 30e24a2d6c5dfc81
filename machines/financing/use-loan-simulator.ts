/**
 * useLoanSimulator(input, actors): runs the loan simulator (financing.machine.ts) for one advert at
 * one entry point and returns the view a simulator or application screen needs (docs/view-api.md):
 * values, booleans and intents, never the snapshot. The application call is the page's to give
 * (`actors.submitApplication`, a GraphQL mutation); this hook has no real one of its own.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ApplicantDraft, ApplicantProblems } from '@/lib/financing/applicant-rules';
import { applicantProblems } from '@/lib/financing/applicant-rules';
import type { FinancingType } from '@/lib/financing/financing-type';
import { termOptionsWithin } from '@/lib/financing/loan-defaults';
import type { LoanCost } from '@/lib/financing/loan-maths';
import type { SimulationDraft, SimulationProblems } from '@/lib/financing/loan-simulation';
import { flowInspector } from '../flow-inspector';
import { financingMachine } from './financing.machine';
import type { LoanSimulatorInput } from './financing.types';

/** What the simulator and the application form show and can ask for. */
export interface LoanSimulatorView {
  /** The advert price in LEI; null without one (then the down payment field is not shown). */
  readonly price: number | null;
  readonly financingType: FinancingType;
  /** The amounts as typed and the term chosen. */
  readonly draft: SimulationDraft;
  /** The terms to offer (12, 24, 36, 48, 60 within the simulation's bounds). */
  readonly termOptions: readonly number[];
  /** The nominal annual rate, in percent. */
  readonly annualRatePercent: number;
  readonly problems: SimulationProblems;
  /** The instalment, totals and DAE; null while the simulation has a problem. */
  readonly result: LoanCost | null;
  /** The simulation is valid: the application can start. */
  readonly canApply: boolean;
  /** The application form (contact details) is open. */
  readonly applying: boolean;
  readonly applicant: ApplicantDraft;
  /** The contact details' problems, once a send was tried; {} before. */
  readonly applicantProblems: ApplicantProblems;
  readonly submitting: boolean;
  readonly submitted: boolean;
  readonly failed: boolean;
  /** The lead's reference after a successful application. */
  readonly reference: string | null;
  /** i18n key of a failed application. */
  readonly error: string | null;
  /** The values of `error` (a server refusal's), null when it has none. */
  readonly errorValues: Readonly<Record<string, string>> | null;
  readonly changeDownPayment: (value: string) => void;
  readonly changeCredit: (value: string) => void;
  readonly changeTerm: (months: number) => void;
  readonly startApplication: () => void;
  readonly changeApplicant: (field: keyof ApplicantDraft, value: string) => void;
  readonly submit: () => void;
  /** Back: from the form to the simulation, from a failure to the form. */
  readonly back: () => void;
  readonly retry: () => void;
}

/** The application call (the page gives the real one; model tests park it). */
export type LoanSimulatorActors = Parameters<typeof financingMachine.provide>[0]['actors'];

const NONE: ApplicantProblems = {};

export function useLoanSimulator(input: LoanSimulatorInput, actors: LoanSimulatorActors): LoanSimulatorView {
  const [logic] = useState(() => financingMachine.provide({ actors }));
  const actor = useActorRef(logic, { input, inspect: flowInspector });
  const context = useSelector(actor, (s) => s.context);
  const applying = useSelector(actor, (s) => s.matches('applying'));
  const submitting = useSelector(actor, (s) => s.hasTag('busy'));
  const submitted = useSelector(actor, (s) => s.matches('submitted'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  return useMemo(
    () => ({
      price: context.price,
      financingType: context.financingType,
      draft: context.draft,
      termOptions: termOptionsWithin(context.settings.instalments),
      annualRatePercent: context.settings.annualRatePercent,
      problems: context.problems,
      result: context.result,
      canApply: context.result !== null,
      applying,
      applicant: context.applicant,
      applicantProblems: context.applicantChecked ? applicantProblems(context.applicant) : NONE,
      submitting,
      submitted,
      failed,
      reference: context.receipt?.reference ?? null,
      error: context.error,
      errorValues: context.errorValues,
      changeDownPayment: (value: string) => actor.send({ type: 'field.change', field: 'downPayment', value }),
      changeCredit: (value: string) => actor.send({ type: 'field.change', field: 'credit', value }),
      changeTerm: (months: number) => actor.send({ type: 'term.change', months }),
      startApplication: () => actor.send({ type: 'application.start' }),
      changeApplicant: (field: keyof ApplicantDraft, value: string) =>
        actor.send({ type: 'applicant.change', field, value }),
      submit: () => actor.send({ type: 'application.submit' }),
      back: () => actor.send({ type: 'application.cancel' }),
      retry: () => actor.send({ type: 'application.retry' }),
    }),
    [actor, context, applying, submitting, submitted, failed],
  );
}
