/** The packages side by side as the /flows explorer and the tests know it (docs/payments-screens.md). */
import { defineFlow } from '../flow-entry';
import { defineFlowProperties } from '../flow-properties.types';
import { packageComparisonMachine } from './package-comparison.machine';

const money = (bani: number, formatted: string) => ({ bani, formatted });

const START = {
  id: 'pkg-start',
  code: 'start',
  name: 'Start',
  adsIncluded: 15,
  monthlyPrice: money(19900, '199 LEI'),
  yearlyPrice: money(199000, '1.990 LEI'),
  benefits: [
    { code: 'ads', name: 'Anunțuri active', quantity: 15 },
    { code: 'statistics', name: 'Statistici', quantity: null },
  ],
  current: true,
};

/** /contul-meu/package-comparison. */
export const packageComparisonFlow = defineFlow({
  id: 'packageComparison',
  title: 'Compară pachetele',
  description:
    'Pagina /contul-meu/package-comparison: pachetele una lângă alta (preț lunar și anual fără TVA, anunțuri ' +
    'incluse și fiecare beneficiu), ca tabel cu antete pe rânduri și coloane; la 375 px câte un card pe pachet. ' +
    'O încărcare eșuată oferă „Încearcă din nou”.',
  machine: packageComparisonMachine,
  properties: defineFlowProperties(packageComparisonMachine, {
    id: 'packageComparison',
    invariants: [{ name: 'a failed load says so', check: (s) => !s.matches('failed') || s.context.error !== null }],
    rules: [{ event: 'load.retry', name: 'retrying loads again', check: (_, after) => after.matches('loading') }],
  }),
  defaultInput: undefined,
  events: [
    {
      type: 'xstate.done.actor.load',
      output: [
        START,
        {
          ...START,
          id: 'pkg-standard',
          code: 'standard',
          name: 'Standard',
          benefits: [
            { code: 'ads', name: 'Anunțuri active', quantity: 15 },
            { code: 'bumps', name: 'Promovări incluse pe lună', quantity: 10 },
          ],
          current: false,
        },
      ],
    },
    { type: 'xstate.error.actor.load', error: new Error('network') },
    { type: 'load.retry' },
  ],
  eventDescriptions: {
    'load.retry': '„Încearcă din nou” după o încărcare eșuată.',
    'xstate.done.actor.load': 'Pachetele au sosit.',
    'xstate.error.actor.load': 'Pachetele nu s-au putut încărca.',
  },
});
