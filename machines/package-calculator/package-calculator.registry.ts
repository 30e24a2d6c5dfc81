/** The package calculator as the /flows explorer and the tests know it (docs/payments-screens.md). */
import { defineFlow } from '../flow-entry';
import { defineFlowProperties } from '../flow-properties.types';
import { draftProblems, packageCalculatorMachine } from './package-calculator.machine';
import type { CalculatorOutcome, PackageCalculatorInput } from './package-calculator.types';

const money = (bani: number, formatted: string) => ({ bani, formatted });

export const CALCULATOR_INPUT: PackageCalculatorInput = {
  draft: { ads: '40', bumpsPerMonth: '5', featuredDealer: false, period: 'MONTHLY' },
};

export const STANDARD: CalculatorOutcome = {
  kind: 'recommendation',
  recommendation: {
    package: { id: 'pkg-standard', code: 'standard', name: 'Standard', adsIncluded: 50, current: false },
    monthlyTotal: money(54329, '543,29 LEI'),
    monthlySaving: money(0, '0 LEI'),
    lines: [
      {
        description: 'Pachet Standard (lunar)',
        quantity: 1,
        unitPrice: money(44900, '449 LEI'),
        net: money(44900, '449 LEI'),
      },
    ],
  },
};

const TOO_MANY: CalculatorOutcome = {
  kind: 'refused',
  field: 'ads',
  problem: { key: 'errors:billing.calculatorAds', max: 1000 },
};

/** /contul-meu/new-packaging/calculator. */
export const packageCalculatorFlow = defineFlow({
  id: 'packageCalculator',
  title: 'Calculatorul de pachet',
  description:
    'Pagina /contul-meu/new-packaging/calculator: numărul de anunțuri, reactualizările pe lună, „Dealer ' +
    'recomandat” și perioada; la fiecare schimbare (după o scurtă pauză) serverul recomandă pachetul, cu liniile ' +
    'estimării și totalul lunar cu TVA. Un număr greșit este arătat sub câmpul lui fără a întreba serverul; ' +
    'limitele serverului (cel mult 1.000 de anunțuri) vin tot sub câmp.',
  machine: packageCalculatorMachine,
  properties: defineFlowProperties(packageCalculatorMachine, {
    id: 'packageCalculator',
    invariants: [
      {
        name: 'a draft with a problem is never calculated',
        check: (s) => !s.matches('calculating') || Object.keys(draftProblems(s.context.draft)).length === 0,
      },
      { name: 'a failed calculation says so', check: (s) => !s.matches('failed') || s.context.error !== null },
    ],
    rules: [
      {
        event: 'input.change',
        name: 'a wrong number shows its problem at once',
        check: (_, after) =>
          Object.keys(draftProblems(after.context.draft)).length === 0 || Object.keys(after.context.errors).length > 0,
      },
    ],
  }),
  defaultInput: CALCULATOR_INPUT,
  events: [
    { type: 'input.change', field: 'ads', value: '120' },
    { type: 'input.change', field: 'ads', value: 'abc' },
    { type: 'input.change', field: 'bumpsPerMonth', value: '-1' },
    { type: 'featured.toggle', on: true },
    { type: 'period.change', period: 'YEARLY' },
    { type: 'xstate.after.300.packageCalculator.waiting' },
    { type: 'xstate.done.actor.calculate', output: STANDARD },
    { type: 'xstate.done.actor.calculate', output: TOO_MANY },
    { type: 'xstate.error.actor.calculate', error: new Error('network') },
    { type: 'calculation.retry' },
  ],
  coverageExceptions: [
    {
      kind: 'state',
      id: 'packageCalculator.settling',
      reason: 'Stare de trecere (always): verifică numerele; nu rămâne niciodată activă.',
    },
  ],
  eventDescriptions: {
    'input.change': 'Un număr este scris (anunțuri sau reactualizări pe lună).',
    'featured.toggle': 'Căsuța „Dealer recomandat”.',
    'period.change': 'Perioada: lunar sau anual.',
    'calculation.retry': '„Încearcă din nou” după un calcul eșuat.',
    'xstate.after.300.packageCalculator.waiting': 'Pauza de după ultima modificare s-a încheiat.',
    'xstate.done.actor.calculate': 'Serverul a răspuns: recomandarea, sau un număr refuzat.',
    'xstate.error.actor.calculate': 'Calculul nu s-a putut face (rețea).',
  },
});
