/**
 * Properties of the loan simulator (SPEC §9 bounds; docs/financing.md): a result exactly when the
 * draft has no problem, computed by the annuity maths; an application only from a valid
 * simulation with valid contact details; with a price, the down payment and credit add up to it.
 */
import { applicantProblems } from '@/lib/financing/applicant-rules';
import { loanCost } from '@/lib/financing/loan-maths';
import { parseLei, simulationProblems } from '@/lib/financing/loan-simulation';
import { defineFlowProperties } from '../flow-properties.types';
import { financingMachine } from './financing.machine';

export const FINANCING_PROPERTIES = defineFlowProperties(financingMachine, {
  id: 'financing',
  invariants: [
    {
      name: 'a result is shown exactly when the simulation has no problem',
      check: (s) =>
        (s.context.result !== null) ===
        (Object.keys(simulationProblems(s.context.draft, s.context.settings, s.context.price)).length === 0),
    },
    {
      name: 'the result is the annuity of the credit over the term at the simulation rate',
      check: (s) =>
        s.context.result === null ||
        s.context.result.monthlyInstalment ===
          loanCost({
            credit: parseLei(s.context.draft.credit) ?? -1,
            annualRatePercent: s.context.settings.annualRatePercent,
            months: s.context.draft.term,
          }).monthlyInstalment,
    },
    {
      name: 'an application is sent only with a valid simulation and valid contact details',
      check: (s) =>
        !s.hasTag('busy') ||
        (s.context.result !== null && Object.keys(applicantProblems(s.context.applicant)).length === 0),
    },
    {
      name: 'a confirmation carries the reference, a failure its message',
      check: (s) =>
        (!s.matches('submitted') || s.context.receipt !== null) && (!s.matches('failed') || s.context.error !== null),
    },
  ],
  rules: [
    {
      event: 'field.change',
      name: 'with a price, a valid down payment or credit leaves the two adding up to the price',
      check: (_before, after, event) => {
        const price = after.context.price;
        if (price === null || event.type !== 'field.change') return true;
        const amount = parseLei(event.value);
        if (amount === null || amount > price) return true;
        return (parseLei(after.context.draft.downPayment) ?? 0) + (parseLei(after.context.draft.credit) ?? 0) === price;
      },
    },
    {
      event: 'application.submit',
      name: 'a send with a problem in the contact details shows the problems and stays on the form',
      check: (_before, after) =>
        after.context.applicantChecked &&
        (Object.keys(applicantProblems(after.context.applicant)).length === 0 || after.matches('applying')),
    },
    {
      event: 'xstate.error.actor.submitApplication',
      name: 'a failed application keeps the details and offers a retry',
      check: (before, after) =>
        after.matches('failed') &&
        after.can({ type: 'application.retry' }) &&
        JSON.stringify(after.context.applicant) === JSON.stringify(before.context.applicant),
    },
  ],
});
