// @vitest-environment jsdom
/**
 * Generated paths of the package calculator (/contul-meu/new-packaging/calculator), walked on the
 * machine and through PackageCalculatorScreen with the real hook (parked call, fake timers for the
 * pause after typing): the fields as typed, a wrong number's problem under its field at once, the
 * server's limit under its field, the recommendation (package, lines, monthly total with VAT) kept
 * while the next one is on its way, and a failed calculation with its retry.
 */
import { fireEvent } from '@testing-library/react';
import { PackageCalculatorScreen } from '@/components/payments/package-calculator-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { CALCULATOR_DEBOUNCE_MS } from '@/machines/package-calculator/package-calculator.machine';
import type {
  PackageCalculatorContext,
  PackageCalculatorEvent,
  PackageCalculatorInput,
} from '@/machines/package-calculator/package-calculator.types';
import { usePackageCalculator } from '@/machines/package-calculator/use-package-calculator';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { renderScreenHarness } from '@/test-support/screen-harness';
import { actAndFlush } from './auth-harness';
import { describeFlow } from './describe-flow';
import { allWithRole, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as PackageCalculatorContext;
type Step = { event: { type: string } };
const eventOf = <T extends PackageCalculatorEvent['type']>(step: Step) =>
  step.event as Extract<PackageCalculatorEvent, { type: T }>;

/** The problems the fixtures lead to, written out. */
const PROBLEMS: Record<string, string> = {
  'payments:calculator.errors.ads': 'Scrie un număr întreg de anunțuri, cel puțin 1.',
  'payments:calculator.errors.bumps': 'Scrie un număr întreg de reactualizări, 0 sau mai mult.',
  'errors:billing.calculatorAds': 'Introdu un număr de anunțuri între 1 și 1000.',
};
/** The fixture recommendation (package-calculator.registry.ts STANDARD) as the panel writes it. */
const STANDARD_PANEL =
  'Recomandarea noastrăStandardInclude 50 de anunțuri active.Liniile estimăriiCe includeCantitateValoare fără TVA' +
  'Pachet Standard (lunar)1449 LEITotal pe lună: 543,29 LEI TVA inclus';

const field = (name: 'ads' | 'bumpsPerMonth') => document.querySelector<HTMLInputElement>(`#calc-${name}`)!;
const featured = () => document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
const period = (value: string) => document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
const panel = () => document.querySelector<HTMLElement>('[data-recommendation]')!;

/** The form shows the draft as typed, each field's problem under it, and whether a call is on its way. */
function expectForm(context: PackageCalculatorContext, calculating: boolean): void {
  for (const name of ['ads', 'bumpsPerMonth'] as const) {
    expect(field(name).value).toBe(context.draft[name]);
    const problem = context.errors[name];
    expect(field(name).getAttribute('aria-invalid')).toBe(String(problem !== undefined));
    const shown = document.getElementById(`calc-${name}-error`);
    if (problem) expect(shown).toHaveTextContent(PROBLEMS[problem.key]!);
    else expect(shown).toBeNull();
  }
  expect(featured().checked).toBe(context.draft.featuredDealer);
  expect(document.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe(context.draft.period);
  expect(panel().getAttribute('aria-busy')).toBe(String(calculating));
}

/** The recommendation panel: the last recommendation, or what is happening instead. */
function expectPanel(context: PackageCalculatorContext, instead: string | null): void {
  if (context.recommendation) expect(panel().textContent).toBe(STANDARD_PANEL);
  else expect(panel().textContent).toBe(`Recomandarea noastră${instead ?? ''}`);
}

describeFlow(findRegisteredMachine('packageCalculator')!, (scenario, flow) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const harness = renderScreenHarness(
    createActorController(actorSources(flow.machine)),
    (actors) => usePackageCalculator(actors, scenario.input as PackageCalculatorInput),
    (view) => <PackageCalculatorScreen view={view} />,
  );
  const noAlertBut = (problems: number) => expect(allWithRole(document, 'alert')).toHaveLength(problems);
  const onTheWay = (snapshot: FlowSnapshot) => {
    const context = ctx(snapshot);
    expectForm(context, true);
    noAlertBut(0);
    expectPanel(context, 'Se calculează…');
  };
  return {
    params: {
      events: {
        'input.change': (step: Step) => {
          const { field: name, value } = eventOf<'input.change'>(step);
          return actAndFlush(() => fireEvent.change(field(name), { target: { value } }));
        },
        'featured.toggle': () => actAndFlush(() => fireEvent.click(featured())),
        'period.change': (step: Step) =>
          actAndFlush(() => fireEvent.click(period(eventOf<'period.change'>(step).period))),
        'calculation.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
        'xstate.after.300.packageCalculator.waiting': () =>
          actAndFlush(() => {
            vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
          }),
        ...harness.settling(['calculate']),
      },
      states: {
        settling: () => {
          throw new Error('settling is transient: the calculator never rests there');
        },
        waiting: onTheWay,
        calculating: onTheWay,
        invalid: (snapshot: FlowSnapshot) => {
          const context = ctx(snapshot);
          expectForm(context, false);
          noAlertBut(Object.keys(context.errors).length);
          expect(Object.keys(context.errors).length).toBeGreaterThan(0);
          expectPanel(context, 'Corectează numerele de mai sus pentru o recomandare.');
        },
        ready: (snapshot: FlowSnapshot) => {
          const context = ctx(snapshot);
          expectForm(context, false);
          noAlertBut(0);
          expectPanel(context, null);
        },
        failed: (snapshot: FlowSnapshot) => {
          const context = ctx(snapshot);
          expectForm(context, false);
          expect(theOneWithRole(document, 'alert')).toHaveTextContent(
            'Nu am putut calcula recomandarea. Încearcă din nou.Încearcă din nou',
          );
          expectPanel(context, null);
        },
      },
    },
    dispose: () => {
      harness.dispose();
      vi.useRealTimers();
    },
  };
});
