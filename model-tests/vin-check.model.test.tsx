// @vitest-environment jsdom
/**
 * Generated paths of the VIN field, walked on the machine and through VinField with the real hook
 * (parked check, fake timers for the pause). The wizard's side is a harness that keeps the value
 * and changes the make, model and year as the 'vehicle.change' events say. Expected texts are the
 * Romanian sentences of the fixtures' answers, written out.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { EventObject } from 'xstate';
import { VinField } from '@/components/posting/vehicle/vin-field';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { VIN_CHECK_DEBOUNCE_MS } from '@/machines/vin-check/vin-check.machine';
import type {
  ChosenVehicle,
  VinCheckContext,
  VinCheckEvent,
  VinCheckInput,
} from '@/machines/vin-check/vin-check.types';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const CHECKING = 'Se verifică seria de șasiu…';
const RESULTS = {
  VERIFIED: ['VIN verificat: corespunde unui Volkswagen Golf 2003.'],
  NOT_VERIFIED: [
    'VIN neverificat: nu corespunde unui Dacia Logan 2015.',
    'Codul producătorului (WVW) indică marca Volkswagen.',
    'Caracterul 10 indică anul modelului 2003.',
    'Registrul național nu are date pentru acest vehicul.',
  ],
  DUPLICATED: ['VIN duplicat: această serie de șasiu este folosită deja într-un alt anunț activ.'],
} as const;
const ALL_RESULTS = Object.values(RESULTS).flat();

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Seria de șasiu (VIN)' });
const shown = (text: string) => screen.queryByText(text) !== null;

function expectQuiet(): void {
  expect(input()).not.toHaveAttribute('aria-invalid');
  for (const text of [CHECKING, ...ALL_RESULTS]) expect(shown(text)).toBe(false);
  expect(screen.queryByRole('alert')).toBeNull();
}

describeFlow(findRegisteredMachine('vinCheck')!, (scenario, flow) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const controller = createActorController(actorSources(flow.machine));
  const start = scenario.input as VinCheckInput;
  let setVehicle: (vehicle: ChosenVehicle) => void = () => {};
  function Harness() {
    const [value, setValue] = useState(start.vin);
    const [vehicle, set] = useState(start.vehicle);
    setVehicle = set;
    return (
      <VinField
        value={value}
        onChange={setValue}
        {...vehicle}
        advertId={start.advertId}
        onRegisterData={() => {}}
        deps={{ actors: controller.actors }}
      />
    );
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<
    VinCheckEvent['type'] | `xstate.${'done' | 'error'}.actor.checkVin` | 'xstate.after.debounce.vinCheck.typing',
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'vin.change': ({ event }) =>
      actAndFlush(() =>
        fireEvent.change(input(), {
          target: { value: (event as Extract<VinCheckEvent, { type: 'vin.change' }>).value },
        }),
      ),
    'vin.blur': () => actAndFlush(() => fireEvent.blur(input())),
    'vin.retry': () => actAndFlush(() => fireEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }))),
    'vehicle.change': ({ event }) => {
      const { makeId, modelId, year } = event as Extract<VinCheckEvent, { type: 'vehicle.change' }>;
      return actAndFlush(() => setVehicle({ makeId, modelId, year }));
    },
    'xstate.after.debounce.vinCheck.typing': () =>
      actAndFlush(() => {
        vi.advanceTimersByTime(VIN_CHECK_DEBOUNCE_MS);
      }),
    'xstate.done.actor.checkVin': settle,
    'xstate.error.actor.checkVin': settle,
  };
  const context = (snapshot: FlowSnapshot) => snapshot.context as VinCheckContext;
  return {
    params: {
      events,
      states: {
        start: () => {
          throw new Error('start is transient: the flow never rests there');
        },
        empty: () => {
          expect(input().value.trim()).toBe('');
          expectQuiet();
        },
        typing: (snapshot) => {
          expect(input().value).toBe(context(snapshot).vin);
          expectQuiet();
        },
        invalid: () => {
          expect(input()).toHaveAttribute('aria-invalid', 'true');
          expect(screen.getByText('Seria de șasiu (VIN) are exact 17 caractere.')).toBeInTheDocument();
          expect(shown(CHECKING)).toBe(false);
        },
        checking: () => {
          expect(screen.getByText(CHECKING)).toBeInTheDocument();
          for (const text of ALL_RESULTS) expect(shown(text)).toBe(false);
        },
        checked: (snapshot) => {
          const check = context(snapshot).check!;
          for (const text of RESULTS[check.result]) expect(screen.getByText(text)).toBeInTheDocument();
          for (const text of ALL_RESULTS.filter((t) => !(RESULTS[check.result] as readonly string[]).includes(t)))
            expect(shown(text)).toBe(false);
          const fill = screen.queryByRole('button', { name: 'Completează formularul cu aceste date' });
          if (check.result === 'VERIFIED') {
            expect(fill).not.toBeNull();
            expect(screen.getByText('sandbox')).toBeInTheDocument();
          } else expect(fill).toBeNull();
          expect(screen.queryByRole('alert')).toBeNull();
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Seria de șasiu nu a putut fi verificată acum.');
          expect(screen.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
        },
        refused: () => {
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Ai făcut prea multe verificări în ultima oră. Încearcă din nou mai târziu.',
          );
          expect(screen.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
        },
      },
    },
    dispose: () => {
      rendered.unmount();
      vi.useRealTimers();
    },
  };
});
