// @vitest-environment jsdom
/**
 * Generated paths of the home quick search, walked on the machine and through QuickSearchForm
 * with the real hook (parked make loader): the category chosen in its select, the make field
 * checked at every step — the chosen category's makes and only those, a text box while they load
 * or when they failed, a free text for parts — and where the form leads (never a 404 path).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { QuickSearchForm } from '@/components/home/quick-search';
import { canonicalListingHref } from '@/lib/listing/listing-href';
import { actorSources, createActorController } from '@/machines/flow-actors';
import type {
  QuickSearchContext,
  QuickSearchEvent,
  QuickSearchInput,
} from '@/machines/quick-search/quick-search.types';
import { useQuickSearch } from '@/machines/quick-search/use-quick-search';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as QuickSearchContext;
const form = () => screen.getByRole('search', { name: 'Căutare rapidă' });

/** The listing the form leads to, as the listing's canonical redirect reads it. */
function destination(): string | null {
  const params: Record<string, string[]> = {};
  for (const [key, value] of new FormData(form() as HTMLFormElement))
    if (typeof value === 'string') (params[key] ??= []).push(value);
  return canonicalListingHref('autoturisme', [], params);
}

function expectCategory(snapshot: FlowSnapshot): void {
  expect(within(form()).getByLabelText('Categorie')).toHaveValue(ctx(snapshot).category);
}

/** A text box for the make: typed text leads to the category's listing, which resolves it. */
function expectMakeText(snapshot: FlowSnapshot, busy: boolean): void {
  const make = within(form()).getByLabelText('Marcă');
  expect(make.tagName).toBe('INPUT');
  expect(make.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
  expect(within(form()).queryAllByRole('option', { name: /Dacia|Škoda|Honda/ })).toHaveLength(0);
  fireEvent.change(make, { target: { value: 'Honda' } });
  expect(destination()).toBe(`/${ctx(snapshot).category}/honda`);
  fireEvent.change(make, { target: { value: '' } });
}

describeFlow(findRegisteredMachine('quickSearch')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as QuickSearchInput;
  function Harness() {
    return <QuickSearchForm view={useQuickSearch(input, { actors: controller.actors })} />;
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<
    QuickSearchEvent['type'] | `xstate.${'done' | 'error'}.actor.loadMakes`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'category.change': ({ event }) =>
      actAndFlush(() =>
        fireEvent.change(within(form()).getByLabelText('Categorie'), {
          target: { value: (event as QuickSearchEvent).category },
        }),
      ),
    'xstate.done.actor.loadMakes': settle,
    'xstate.error.actor.loadMakes': settle,
  };
  return {
    params: {
      events,
      states: {
        choosing: () => {
          throw new Error('choosing is transient: the flow never rests there');
        },
        makes: (snapshot: FlowSnapshot) => {
          expectCategory(snapshot);
          const { category, makes } = ctx(snapshot);
          const make = within(form()).getByLabelText('Marcă');
          expect(make.tagName).toBe('SELECT');
          const offered = within(make)
            .getAllByRole('option')
            .map((o) => o.textContent);
          expect(offered).toEqual(['Toate mărcile', ...(makes[category] ?? []).map((m) => m.label)]);
          const first = makes[category]?.[0];
          fireEvent.change(make, { target: { value: first?.value } });
          expect(destination()).toBe(`/${category}/${first?.value}`);
          fireEvent.change(make, { target: { value: '' } });
        },
        text: (snapshot: FlowSnapshot) => {
          expectCategory(snapshot);
          expect(within(form()).queryByLabelText('Marcă')).toBeNull();
          const text = within(form()).getByLabelText('Piesă sau vehicul');
          fireEvent.change(text, { target: { value: 'far Golf 7' } });
          expect(destination()).toBe('/piese?q=far+Golf+7');
          fireEvent.change(text, { target: { value: '' } });
        },
        loadingMakes: (snapshot: FlowSnapshot) => {
          expectCategory(snapshot);
          expectMakeText(snapshot, true);
        },
        makesFailed: (snapshot: FlowSnapshot) => {
          expectCategory(snapshot);
          expectMakeText(snapshot, false);
        },
      },
    },
    dispose: () => rendered.unmount(),
  };
});
