// @vitest-environment jsdom
/**
 * Generated paths of the VIN reveal, walked on the machine and through the ad page's VIN section and
 * dialog with the real hook (parked calls). Every event is a person's action on the screen: 'Afișează
 * VIN', the × / 'Renunță' / Escape, 'Încearcă din nou'. The VIN is nowhere on the screen before the
 * server gave it.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { VinDialog } from '@/components/advert/vin-dialog';
import { VinSectionLayout } from '@/components/advert/vin-section';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import { REVEALED_VIN } from '@/machines/vin-reveal/vin-reveal.fixtures';
import type { VinRevealContext, VinRevealEvent, VinRevealInput } from '@/machines/vin-reveal/vin-reveal.types';
import { useVinReveal } from '@/machines/vin-reveal/use-vin-reveal';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as VinRevealContext;
const dialog = () => screen.queryByRole('dialog', { name: 'Afișează seria de șasiu' });
const inDialog = () => within(dialog()!);

/** What each failure says (errors:vin.*, advert:vin.failed). */
const FAILURE_TEXT: Record<string, string> = {
  'advert:vin.failed': 'Seria de șasiu nu a putut fi afișată: serverul nu a răspuns.',
  'errors:vin.expired': 'Verificarea a expirat. Încearcă din nou.',
  'errors:vin.used': 'Această verificare a fost deja folosită. Încearcă din nou.',
  'errors:vin.none': 'Acest anunț nu are seria de șasiu (VIN).',
};

function expectHidden(): void {
  expect(document.body).not.toHaveTextContent(REVEALED_VIN);
  expect(screen.getByText(/se afișează după o scurtă verificare/)).toBeInTheDocument();
}

function expectWorking(text: string): void {
  expectHidden();
  const status = inDialog().getByRole('status');
  expect(status).toHaveTextContent(text);
  expect(status).toHaveAttribute('aria-busy', 'true');
  expect(inDialog().getByRole('progressbar', { name: 'Progresul verificării' })).toBeInTheDocument();
  expect(inDialog().queryByRole('button', { name: 'Încearcă din nou' })).toBeNull();
}

describeFlow(findRegisteredMachine('vinReveal')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as VinRevealInput;
  function Harness() {
    return <VinSectionLayout view={useVinReveal(input, { actors: controller.actors })} Dialog={VinDialog} />;
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<
    VinRevealEvent['type'] | `xstate.${'done' | 'error'}.actor.${'loadChallenge' | 'solve' | 'verify'}`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'vin.reveal': () => actAndFlush(() => fireEvent.click(screen.getByRole('button', { name: 'Afișează VIN' }))),
    'vin.close': () =>
      act(() => {
        // Escape while working, the button at the bottom once there is an answer: both close it.
        if (inDialog().queryByRole('progressbar')) fireEvent.keyDown(dialog()!, { key: 'Escape' });
        else fireEvent.click(inDialog().getAllByRole('button', { name: /^(Renunță|Închide)$/ })[0]!);
      }),
    'vin.retry': () => actAndFlush(() => fireEvent.click(inDialog().getByRole('button', { name: 'Încearcă din nou' }))),
    'xstate.done.actor.loadChallenge': settle,
    'xstate.error.actor.loadChallenge': settle,
    'xstate.done.actor.solve': settle,
    'xstate.error.actor.solve': settle,
    'xstate.done.actor.verify': settle,
    'xstate.error.actor.verify': settle,
  };
  return {
    params: {
      events,
      states: {
        idle: () => {
          expect(dialog()).toBeNull();
          expectHidden();
          expect(screen.getByRole('button', { name: 'Raport istoric vehicul' })).toBeInTheDocument();
          expect(screen.getByRole('link', { name: 'Despre raportul istoric' })).toHaveAttribute(
            'href',
            '/vehicle-history-report/provider',
          );
        },
        loadingChallenge: () => expectWorking('Se pregătește verificarea…'),
        solving: () => expectWorking('Se verifică…'),
        verifying: () => expectWorking('Se verifică soluția…'),
        failed: (snapshot: FlowSnapshot) => {
          expectHidden();
          expect(inDialog().getByRole('alert')).toHaveTextContent(FAILURE_TEXT[ctx(snapshot).error!]!);
          expect(inDialog().getByRole('button', { name: 'Încearcă din nou' })).toBeEnabled();
          expect(inDialog().queryByRole('progressbar')).toBeNull();
        },
        revealed: (snapshot: FlowSnapshot) => {
          const where = ctx(snapshot).open ? inDialog() : within(document.body);
          if (!ctx(snapshot).open) expect(dialog()).toBeNull();
          expect(where.getAllByText(REVEALED_VIN).length).toBeGreaterThan(0);
          const link = where.getByRole('link', { name: 'Descarcă raportul istoric (PDF)' });
          expect(link).toHaveAttribute('href', ctx(snapshot).report!.url);
          expect(where.getByText(/sandbox/)).toBeInTheDocument();
        },
      },
    },
    dispose: () => rendered.unmount(),
  };
});
