// @vitest-environment jsdom
/**
 * Generated paths of the phone reveal, walked on the machine and through the seller box's phone
 * and the sticky bar together, with the real hook (parked call): one reveal for the page, so a
 * press in the bar shows the number in both places. Every event is a person's press of 'Vezi
 * numărul' / 'Încearcă din nou' (in the bar and in the box by turns) or the server's answer.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { PhoneReveal } from '@/components/advert/phone-reveal';
import { StickyBar } from '@/components/advert/sticky-bar';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { PHONE_NUMBER } from '@/machines/phone-reveal/phone-reveal.fixtures';
import type { PhoneRevealEvent, PhoneRevealInput } from '@/machines/phone-reveal/phone-reveal.types';
import { usePhoneReveal } from '@/machines/phone-reveal/use-phone-reveal';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const MASKED = '07** *** 123';
const box = () => within(screen.getByTestId('seller-phone'));
const bar = () => within(screen.getByRole('region', { name: 'Anunțul pe scurt' }));
const places = () => [box(), bar()];

function expectMasked(): void {
  expect(box().getByText(MASKED)).toBeInTheDocument();
  for (const place of places()) expect(place.queryByRole('link')).toBeNull();
  expect(document.body.textContent).not.toContain('0744 123 123');
}

function expectButtons(name: string, enabled: boolean): void {
  for (const place of places()) {
    const button = place.getByRole('button', { name });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  }
}

describeFlow(findRegisteredMachine('phoneReveal')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as PhoneRevealInput;
  function Harness() {
    const view = usePhoneReveal(input, { actors: controller.actors });
    return (
      <>
        <div data-testid="seller-phone">
          <PhoneReveal view={view} masked={MASKED} />
        </div>
        <StickyBar visible title="BMW Seria 3" price="12.500 EUR" phone={{ view, masked: MASKED }} onMessage={null} />
      </>
    );
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  let presses = 0;
  const events: Record<
    PhoneRevealEvent['type'] | `xstate.${'done' | 'error'}.actor.reveal`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'phone.reveal': () => {
      presses += 1;
      // The bar and the box by turns: either one reveals for both.
      const place = presses % 2 === 1 ? bar() : box();
      return actAndFlush(() =>
        fireEvent.click(place.getByRole('button', { name: /^(Vezi numărul|Încearcă din nou)$/ })),
      );
    },
    'xstate.done.actor.reveal': settle,
    'xstate.error.actor.reveal': settle,
  };
  return {
    params: {
      events,
      states: {
        idle: () => {
          expectMasked();
          expectButtons('Vezi numărul', true);
          expect(screen.queryByRole('alert')).toBeNull();
        },
        revealing: () => {
          expectMasked();
          expectButtons('Se încarcă…', false);
        },
        revealed: () => {
          for (const place of places()) {
            expect(place.getByRole('link', { name: '0744 123 123' })).toHaveAttribute(
              'href',
              `tel:+40${PHONE_NUMBER.slice(1)}`,
            );
            expect(place.queryByRole('button')).toBeNull();
          }
          expect(screen.queryByRole('alert')).toBeNull();
        },
        failed: () => {
          expectMasked();
          expectButtons('Încearcă din nou', true);
          expect(screen.getByRole('alert')).toHaveTextContent('Numărul nu a putut fi afișat');
        },
        throttled: () => {
          expectMasked();
          expectButtons('Vezi numărul', true);
          expect(screen.getByRole('alert')).toHaveTextContent('prea multe numere de telefon');
        },
        refused: () => {
          expectMasked();
          for (const place of places()) expect(place.queryByRole('button')).toBeNull();
          expect(screen.getByRole('alert')).toHaveTextContent('anunțul nu mai este activ');
        },
      },
    },
    dispose: () => rendered.unmount(),
  };
});
