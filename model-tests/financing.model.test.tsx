// @vitest-environment jsdom
/**
 * Generated paths of the loan simulator, walked on the machine and through its hook with the real
 * catalogues (parked application call), on the simulator's screen (components/financing/
 * loan-simulator.tsx): the fields, the term choice, the result, the application form and its
 * confirmation. The expected amounts are written out (computed outside this code with the annuity
 * formula at 16.2 % a year), never taken from the maths under test.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { LoanSimulator } from '@/components/financing/loan-simulator';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  LoanSimulatorContext,
  LoanSimulatorEvent,
  LoanSimulatorInput,
} from '@/machines/financing/financing.types';
import { useLoanSimulator, type LoanSimulatorActors } from '@/machines/financing/use-loan-simulator';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { allWithRole, oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const APPLICANT_FIELDS = ['name', 'phone', 'email'] as const;

const ctx = (snapshot: FlowSnapshot) => snapshot.context as LoanSimulatorContext;
type Step = { event: EventObject };
const eventOf = <T extends LoanSimulatorEvent['type']>(step: Step) =>
  step.event as Extract<LoanSimulatorEvent, { type: T }>;
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
/** The problems said under the fields (each invalid field's error), in the screen's order. */
const fieldErrors = () =>
  [
    ...new Set(
      [...document.querySelectorAll('[aria-invalid="true"]')].flatMap((control) =>
        (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')),
      ),
    ),
  ].map((id) => document.getElementById(id)?.textContent);

/** Monthly instalment, total payable and total cost at 16.2 % a year (no fees), by credit and months, as the screen writes them. */
const RESULTS: Record<string, string> = {
  '50000|60': 'Rata lunară1.221,22 leiTotal de plată73.273,20 leiCostul total al creditului23.273,20 lei',
  '50000|36': 'Rata lunară1.762,79 leiTotal de plată63.460,44 leiCostul total al creditului13.460,44 lei',
  '30000|60': 'Rata lunară732,73 leiTotal de plată43.963,80 leiCostul total al creditului13.963,80 lei',
  '30000|36': 'Rata lunară1.057,68 leiTotal de plată38.076,48 leiCostul total al creditului8.076,48 lei',
  '19350|48': 'Rata lunară550,37 leiTotal de plată26.417,76 leiCostul total al creditului7.067,76 lei',
  '19350|24': 'Rata lunară949,29 leiTotal de plată22.782,96 leiCostul total al creditului3.432,96 lei',
  '16500|48': 'Rata lunară469,31 leiTotal de plată22.526,88 leiCostul total al creditului6.026,88 lei',
  '16500|24': 'Rata lunară809,47 leiTotal de plată19.427,28 leiCostul total al creditului2.927,28 lei',
  '20000|48': 'Rata lunară568,86 leiTotal de plată27.305,28 leiCostul total al creditului7.305,28 lei',
  '20000|24': 'Rata lunară981,17 leiTotal de plată23.548,08 leiCostul total al creditului3.548,08 lei',
};

/** Every problem the fixtures lead to, written out. */
const PROBLEMS: Record<string, string> = {
  '{"key":"financing:errors.creditRange","values":{"min":"1.500","max":"200.000"}}':
    'Alege un credit între 1.500 și 200.000 lei.',
  '{"key":"financing:errors.creditRange","values":{"min":"1.500","max":"21.500"}}':
    'Alege un credit între 1.500 și 21.500 lei.',
  '{"key":"financing:errors.termRange","values":{"min":"6","max":"60"}}': 'Alege o perioadă între 6 și 60 de luni.',
  '{"key":"financing:errors.downPaymentTooHigh","values":{"price":"21.500"}}':
    'Avansul trebuie să fie mai mic decât prețul, 21.500 lei.',
};
/** The problems' texts in the screen's order: down payment, credit, term. */
const problemTexts = (problems: LoanSimulatorContext['problems']) =>
  (['downPayment', 'credit', 'term'] as const)
    .map((name) => problems[name])
    .filter((problem) => problem !== undefined)
    .map((problem) => PROBLEMS[JSON.stringify(problem)] ?? `unexpected ${JSON.stringify(problem)}`);

/** The simulation as the screen must show it: the draft, its problems or its result. */
function expectSimulation(context: LoanSimulatorContext): void {
  expect(field('credit').value).toBe(context.draft.credit);
  if (context.price !== null) expect(field('downPayment').value).toBe(context.draft.downPayment);
  else expect(field('downPayment')).toBeNull();
  const alerts = fieldErrors();
  expect(alerts).toEqual(problemTexts(context.problems));
  expect(allWithRole(document, 'alert')).toEqual([]);
  const result = screen.queryByTestId('loan-result');
  const key = `${context.draft.credit.replace(/\./gu, '')}|${String(context.draft.term)}`;
  if (alerts.length === 0) {
    expect(result?.textContent).toMatch(
      new RegExp(`^${RESULTS[key] ?? 'no expected result'}DAE \\(dobânda anuală efectivă\\)17,4\\d\\s%$`, 'u'),
    );
    expect(theButtonNamed(document, 'Aplică pentru finanțare')).toBeEnabled();
  } else {
    expect(result).toBeNull();
    expect(theButtonNamed(document, 'Aplică pentru finanțare')).toBeDisabled();
  }
  expect(screen.getByText('Dobândă anuală fixă: 16,2 %')).toBeTruthy();
}

/** The application form as the screen must show it. */
function expectForm(context: LoanSimulatorContext): void {
  for (const name of APPLICANT_FIELDS) expect(field(name).value).toBe(context.applicant[name]);
  expect(screen.getByRole('form', { name: 'Cerere de finanțare' })).toBeTruthy();
}

describeFlow(findRegisteredMachine('financing')!, (scenario, flow) => {
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => useLoanSimulator(scenario.input as LoanSimulatorInput, actors as LoanSimulatorActors),
    (view) => <LoanSimulator view={view} />,
  );
  const type = (name: string, value: string) => actAndFlush(() => fireEvent.change(field(name), { target: { value } }));
  return {
    params: {
      events: {
        'field.change': (step: Step) => {
          const { field: name, value } = eventOf<'field.change'>(step);
          return type(name, value);
        },
        'term.change': (step: Step) => {
          const { months } = eventOf<'term.change'>(step);
          // A term the bounds do not offer is not in the list: a page's own default may still be one.
          const offered = harness.view().termOptions.includes(months);
          return actAndFlush(() =>
            offered
              ? fireEvent.click(document.querySelector(`input[name="term"][value="${String(months)}"]`)!)
              : harness.view().changeTerm(months),
          );
        },
        'application.start': () =>
          actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Aplică pentru finanțare'))),
        'applicant.change': (step: Step) => {
          const { field: name, value } = eventOf<'applicant.change'>(step);
          return type(name, value);
        },
        'application.submit': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Trimite cererea'))),
        'application.cancel': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Înapoi'))),
        'application.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        ...harness.settling(['submitApplication']),
      },
      states: {
        simulating: (snapshot: FlowSnapshot) => expectSimulation(ctx(snapshot)),
        applying: (snapshot: FlowSnapshot) => {
          const context = ctx(snapshot);
          expectForm(context);
          // The fixtures' values: '' and the phone '123' are refused, the others accepted.
          const { name, phone, email } = context.applicant;
          const expected = context.applicantChecked
            ? [
                ...(name === '' ? ['Scrie numele tău (cel mult 100 de caractere).'] : []),
                ...(phone === '' || phone === '123'
                  ? ['Scrie un număr de telefon din România, de exemplu 0722 123 456.']
                  : []),
                ...(email === '' ? ['Scrie o adresă de e-mail validă, de exemplu nume@exemplu.ro.'] : []),
              ]
            : [];
          expect(fieldErrors()).toEqual(expected);
          expect(allWithRole(document, 'alert')).toEqual([]);
          expect(theButtonNamed(document, 'Trimite cererea')).toBeEnabled();
        },
        submitting: (snapshot: FlowSnapshot) => {
          expectForm(ctx(snapshot));
          expect(allWithRole(document, 'alert')).toEqual([]);
          expect(theButtonNamed(document, 'Se trimite cererea…')).toBeDisabled();
          expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
        },
        failed: (snapshot: FlowSnapshot) => {
          expectForm(ctx(snapshot));
          expect(allWithRole(document, 'alert').map((alert) => alert.textContent)).toEqual([
            'Cererea nu s-a putut trimite. Încearcă din nou.',
          ]);
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeEnabled();
        },
        submitted: () => {
          expect(oneWithRole(document, 'status')).toHaveTextContent(
            'Cererea ta a fost trimisă. Referința cererii: FIN-000123',
          );
          expect(screen.getByText(/Un consultant de credit te sună în cel mult o zi lucrătoare/u)).toBeTruthy();
        },
      },
    },
    dispose: harness.dispose,
  };
});
