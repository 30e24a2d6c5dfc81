// @vitest-environment jsdom
/**
 * Generated paths of the seller's price indicator note, walked on the machine and through
 * SellerPriceNotePanel with the real hook (parked call). The viewer reaches the hook as the
 * session hands it over (useViewerIds); the harness changes it like a sign-in or sign-out would.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { EventObject } from 'xstate';
import { SellerPriceNotePanel } from '@/components/advert/seller-price-note';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { findRegisteredMachine } from '@/machines/registry';
import type {
  SellerPriceNoteContext,
  SellerPriceNoteEvent,
  SellerPriceNoteInput,
} from '@/machines/seller-price-note/seller-price-note.types';
import { useSellerPriceNote } from '@/machines/seller-price-note/use-seller-price-note';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as SellerPriceNoteContext;
const REASON = 'Indicatorul de preț se calculează doar pentru anunțurile cu prețul în euro.';
const panel = () => screen.queryByRole('region', { name: 'Evaluarea prețului' });

let setViewer: ((ids: readonly string[]) => void) | null = null;

function expectNothing(): void {
  expect(panel()).toBeNull();
  expect(oneWithRole(document, 'status')).toBeNull();
  expect(oneWithRole(document, 'alert')).toBeNull();
}

describeFlow(findRegisteredMachine('sellerPriceNote')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as SellerPriceNoteInput;
  function Harness() {
    const [viewerIds, setIds] = useState<readonly string[] | null>(null);
    setViewer = setIds;
    return <SellerPriceNotePanel view={useSellerPriceNote(input, viewerIds, { actors: controller.actors })} />;
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<
    SellerPriceNoteEvent['type'] | `xstate.${'done' | 'error'}.actor.loadNote`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'viewer.changed': ({ event }) =>
      actAndFlush(() => setViewer?.((event as Extract<SellerPriceNoteEvent, { type: 'viewer.changed' }>).viewerIds)),
    'note.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(document, 'Încearcă din nou'))),
    'xstate.done.actor.loadNote': settle,
    'xstate.error.actor.loadNote': settle,
  };
  return {
    params: {
      events,
      states: {
        waitingForSession: expectNothing,
        hidden: expectNothing,
        loading: () => {
          expect(panel()).toBeNull();
          expect(oneWithRole(document, 'status')).toHaveTextContent('Se încarcă evaluarea prețului…');
        },
        showing: (snapshot: FlowSnapshot) => {
          expect(ctx(snapshot).note).not.toBeNull();
          const region = panel();
          expect(region).not.toBeNull();
          expect(region).toHaveTextContent('Fără indicator de preț');
          expect(region).toHaveTextContent(REASON);
          expect(region).toHaveTextContent('Doar tu vezi acest mesaj');
          // Nothing the seller could use to change or hide the indicator.
          expect(region?.querySelectorAll('input, select, textarea, button')).toHaveLength(0);
        },
        failed: () => {
          expect(panel()).toBeNull();
          expect(oneWithRole(document, 'alert')).toHaveTextContent('Nu am putut încărca evaluarea prețului.');
        },
      },
    },
    dispose: () => {
      rendered.unmount();
      setViewer = null;
    },
  };
});

it('asks nothing and shows nothing while the session is unknown', () => {
  const controller = createActorController(actorSources(findRegisteredMachine('sellerPriceNote')!.machine));
  function Lone() {
    return (
      <SellerPriceNotePanel
        view={useSellerPriceNote({ advertId: '1', sellerId: 'x' }, null, { actors: controller.actors })}
      />
    );
  }
  const rendered = renderWithProviders(<Lone />);
  act(() => undefined);
  expectNothing();
  rendered.unmount();
});
