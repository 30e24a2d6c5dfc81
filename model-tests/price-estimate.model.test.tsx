// @vitest-environment jsdom
/**
 * Generated paths of the posting form's price estimate, walked on the machine and through
 * PriceEstimateBox with the real hook (parked call, fake timers for the pause after a change).
 * The harness changes the form's values the way the wizard would; the box reads them.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { EventObject } from 'xstate';
import { PriceEstimateBox } from '@/components/posting/price/price-estimate-box';
import { EMPTY_POSTING_VALUES, type PostingValues } from '@/lib/posting/posting-values';
import type { EstimateInputs } from '@/lib/posting-price/estimate-inputs';
import { estimateInputsOf } from '@/lib/posting-price/estimate-inputs';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { COMPLETE_INPUTS } from '@/machines/price-estimate/price-estimate.fixtures';
import { ESTIMATE_DEBOUNCE_MS } from '@/machines/price-estimate/price-estimate.machine';
import type { PriceEstimateEvent, PriceEstimateInput } from '@/machines/price-estimate/price-estimate.types';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

/** Form values whose estimate inputs are `inputs` (what the wizard would hold). */
function valuesFor(inputs: EstimateInputs): PostingValues {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...EMPTY_POSTING_VALUES,
    makeId: inputs.makeId,
    modelId: inputs.modelId,
    generationId: inputs.generationId,
    bodyType: inputs.bodyType ?? '',
    year: text(inputs.year),
    mileage: text(inputs.mileage),
    enginePower: text(inputs.enginePower),
    engineCapacity: text(inputs.engineCapacity),
    fuelType: inputs.fuelType?.toLowerCase() ?? '',
    gearbox: inputs.gearbox?.toLowerCase() ?? '',
    doorCount: text(inputs.doorCount),
    equipment: Array.from({ length: inputs.equipmentCount }, (_, i) => `item-${String(i)}`),
    isNew: inputs.isNew,
    currency: inputs.currency,
  };
}

/** The wizard's today (the form's year rule). */
const TODAY = '2025-06-15';

it('reads back from form values the inputs the fixtures send', () => {
  expect(estimateInputsOf(valuesFor(COMPLETE_INPUTS), 29, new Date(TODAY))).toEqual(COMPLETE_INPUTS);
});

const box = () => screen.getByRole('region', { name: 'Estimarea prețului' });
const status = () => oneWithRole(box(), 'status');
let setValues: ((values: PostingValues) => void) | null = null;

function expectSaying(text: string): void {
  expect(status()).toHaveTextContent(text);
  expect(oneWithRole(document, 'alert')).toBeNull();
}

describeFlow(findRegisteredMachine('priceEstimate')!, (scenario, flow) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as PriceEstimateInput;
  function Harness() {
    const [values, set] = useState<PostingValues>(EMPTY_POSTING_VALUES);
    setValues = set;
    return (
      <PriceEstimateBox
        values={values}
        categoryId={input.categoryId}
        today={TODAY}
        deps={{ actors: controller.actors }}
      />
    );
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<
    | PriceEstimateEvent['type']
    | 'xstate.after.debounce.priceEstimate.debouncing'
    | `xstate.${'done' | 'error'}.actor.loadEstimate`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'inputs.changed': ({ event }) =>
      actAndFlush(() =>
        setValues?.(valuesFor((event as Extract<PriceEstimateEvent, { type: 'inputs.changed' }>).inputs)),
      ),
    'xstate.after.debounce.priceEstimate.debouncing': () =>
      act(() => {
        vi.advanceTimersByTime(ESTIMATE_DEBOUNCE_MS);
      }),
    'xstate.done.actor.loadEstimate': settle,
    'xstate.error.actor.loadEstimate': settle,
    'estimate.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
  };
  const busy = () => {
    expectSaying('Se calculează estimarea prețului…');
    expect(status()).toHaveAttribute('aria-busy', 'true');
  };
  return {
    params: {
      events,
      states: {
        idle: () => {
          expect(status()).toBeEmptyDOMElement();
        },
        unavailable: () => expectSaying('Estimarea prețului este disponibilă doar pentru autoturisme.'),
        wrongCurrency: () =>
          expectSaying('Estimarea prețului este disponibilă doar în euro. Alege EUR ca monedă ca s-o vezi.'),
        needsInput: () => expectSaying('Pentru estimare, completează: cutia de viteze și numărul de uși.'),
        debouncing: busy,
        loading: busy,
        showingRange: () => {
          expectSaying('Interval de preț estimat');
          expect(status()).toHaveTextContent('14.350 – 16.700 EUR');
          expect(status()).toHaveTextContent('Valoare tipică: 15.500 EUR');
          expect(status()).toHaveTextContent('Pe baza a 23 de anunțuri similare din ultimele 6 luni.');
        },
        noRange: () => expectSaying('Fără interval: avem prea puține anunțuri similare (4 găsite, sunt necesare 15).'),
        failed: () => {
          expect(oneWithRole(box(), 'status')).toBeNull();
          expect(oneWithRole(document, 'alert')).toHaveTextContent(
            'Nu putem calcula estimarea acum. Indicatorul de preț va apărea în cel mult 24 de ore de la publicare.',
          );
          expect(theButtonNamed(document, 'Încearcă din nou')).toBeTruthy();
        },
      },
    },
    dispose: () => {
      rendered.unmount();
      setValues = null;
      vi.useRealTimers();
    },
  };
});
