// @vitest-environment jsdom
/**
 * Generated paths of the registration-number field, walked on the machine and through
 * RegistrationField with the real hook (parked decode, fake timers for the pause). The harness
 * keeps the value and the VIN as the wizard would.
 */
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { EventObject } from 'xstate';
import { RegistrationField } from '@/components/posting/vehicle/registration-field';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { PLATE_DECODE_DEBOUNCE_MS } from '@/machines/plate-decoder/plate-decoder.machine';
import type {
  PlateDecoderContext,
  PlateDecoderEvent,
  PlateDecoderInput,
} from '@/machines/plate-decoder/plate-decoder.types';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const DECODING = 'Se caută numărul de înmatriculare…';
/** What each decoded plate of the fixtures shows, written out. */
const DECODED: Readonly<Record<string, readonly string[]>> = {
  CJ12ABC: [
    'CJ 12 ABC · Număr de înmatriculare obișnuit',
    'Județul Cluj',
    'Dacia Logan',
    'Anul 2016',
    'Benzină',
    '898 cm³',
    '90 CP',
    'Prima înmatriculare: 2016-04',
  ],
  CD123456: ['CD 123456 · Număr diplomatic', 'Registrul național nu are date pentru acest vehicul.'],
};
const ALL_DECODED = Object.values(DECODED).flat();

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Număr de înmatriculare' });
const shown = (text: string) => screen.queryByText(text) !== null;

function expectQuiet(): void {
  expect(input()).not.toHaveAttribute('aria-invalid');
  for (const text of [DECODING, ...ALL_DECODED]) expect(shown(text)).toBe(false);
  expect(screen.queryByRole('alert')).toBeNull();
}

describeFlow(findRegisteredMachine('plateDecoder')!, (scenario, flow) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const controller = createActorController(actorSources(flow.machine));
  const start = scenario.input as PlateDecoderInput;
  let setVin: (vin: string) => void = () => {};
  function Harness() {
    const [value, setValue] = useState(start.plate);
    const [vin, set] = useState(start.vin);
    setVin = set;
    return (
      <RegistrationField
        value={value}
        onChange={setValue}
        vin={vin}
        onRegisterData={() => {}}
        deps={{ actors: controller.actors }}
      />
    );
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<
    | PlateDecoderEvent['type']
    | `xstate.${'done' | 'error'}.actor.decodePlate`
    | 'xstate.after.debounce.plateDecoder.typing',
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'plate.change': ({ event }) =>
      actAndFlush(() =>
        fireEvent.change(input(), {
          target: { value: (event as Extract<PlateDecoderEvent, { type: 'plate.change' }>).value },
        }),
      ),
    'plate.blur': () => actAndFlush(() => fireEvent.blur(input())),
    'plate.retry': () => actAndFlush(() => fireEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }))),
    'vin.update': ({ event }) =>
      actAndFlush(() => setVin((event as Extract<PlateDecoderEvent, { type: 'vin.update' }>).vin)),
    'xstate.after.debounce.plateDecoder.typing': () =>
      actAndFlush(() => {
        vi.advanceTimersByTime(PLATE_DECODE_DEBOUNCE_MS);
      }),
    'xstate.done.actor.decodePlate': settle,
    'xstate.error.actor.decodePlate': settle,
  };
  const context = (snapshot: FlowSnapshot) => snapshot.context as PlateDecoderContext;
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
          expect(input().value).toBe(context(snapshot).plate);
          expectQuiet();
        },
        invalid: () => {
          expect(input()).toHaveAttribute('aria-invalid', 'true');
          expect(
            screen.getByText('Cele trei litere nu pot începe cu I sau O, iar litera Q nu se folosește.'),
          ).toBeInTheDocument();
          expect(shown(DECODING)).toBe(false);
        },
        decoding: () => {
          expect(screen.getByText(DECODING)).toBeInTheDocument();
          for (const text of ALL_DECODED) expect(shown(text)).toBe(false);
        },
        decoded: (snapshot) => {
          const expected = DECODED[context(snapshot).decoded!.plate]!;
          for (const text of expected) expect(screen.getByText(text)).toBeInTheDocument();
          for (const text of ALL_DECODED.filter((t) => !expected.includes(t))) expect(shown(text)).toBe(false);
          const fill = screen.queryByRole('button', { name: 'Completează formularul cu aceste date' });
          expect(fill !== null).toBe(context(snapshot).decoded!.register !== null);
          expect(screen.queryByRole('alert')).toBeNull();
        },
        failed: () => {
          expect(screen.getByRole('alert')).toHaveTextContent('Numărul de înmatriculare nu a putut fi verificat acum.');
          expect(screen.getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
        },
        refused: () => {
          expect(screen.getByRole('alert')).toHaveTextContent(
            'Ai făcut prea multe verificări în ultima oră. Încearcă din nou mai târziu.',
          );
        },
      },
    },
    dispose: () => {
      rendered.unmount();
      vi.useRealTimers();
    },
  };
});
