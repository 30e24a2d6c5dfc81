// @vitest-environment jsdom
/**
 * Generated paths of the professionals listing (/dealeri), walked on the machine and through
 * ProfessionalsLayout with the real hook (parked search calls, fake timers for the name pause, a
 * recorder for the address bar). Back and forward are real popstate events; retry and "see all
 * dealers" are clicks; what the form hands the machine (a name typed, a county chosen) goes
 * through the view's intents, the form's reading of its fields being covered by e2e/sellers.spec.ts.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ProfessionalsLayout } from '@/components/sellers/professionals-screen';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { PROFESSIONALS_BACK } from '@/machines/professionals/professionals.fixtures';
import { NAME_DELAY_MS } from '@/machines/professionals/professionals.machine';
import type {
  ProfessionalsContext,
  ProfessionalsEvent,
  ProfessionalsInput,
} from '@/machines/professionals/professionals.types';
import { useProfessionals, type ProfessionalsView } from '@/machines/professionals/use-professionals';
import { findRegisteredMachine } from '@/machines/registry';
import { parseProfessionalsUrl } from '@/lib/sellers/professionals-query';
import { PROFESSIONALS_PATH, professionalsAddress } from '@/lib/sellers/sellers-href';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as ProfessionalsContext;
const results = () => screen.getByRole('region', { name: 'Dealerii găsiți' });

let current: ProfessionalsView | null = null;
function view(): ProfessionalsView {
  if (!current) throw new Error('the screen has not rendered');
  return current;
}

/** The dealers of the last answer, no error. */
function expectDealers(snapshot: FlowSnapshot): void {
  const names = within(results())
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
  const nodes = ctx(snapshot).data.results?.nodes ?? [];
  if (nodes.length > 0) expect(names).toEqual(nodes.map((n) => n.name));
  expect(oneWithRole(results(), 'alert')).toBeNull();
}

function expectBusy(busy: boolean): void {
  if (busy) expect(results()).toHaveAttribute('aria-busy', 'true');
  else expect(results()).not.toHaveAttribute('aria-busy');
}

/**
 * The selects show the search the form was last drawn for (formKey: the start, a restored or
 * reset search) — choices made in them since stay as made, and here they reach the machine
 * through the view. The name box, never typed into here, follows the draft.
 */
function expectForm(snapshot: FlowSnapshot): void {
  const drawn = parseProfessionalsUrl(ctx(snapshot).formKey, PROFESSIONALS_PATH)!.query;
  expect(screen.getByLabelText('Numele dealerului')).toHaveValue(ctx(snapshot).draft.q ?? '');
  expect(screen.getByLabelText('Județ')).toHaveValue(drawn.county ?? '');
  expect(screen.getByLabelText('Ordonează după')).toHaveValue(drawn.sort);
}

describeFlow(findRegisteredMachine('professionals')!, (scenario, flow) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.history.replaceState(null, '', '/dealeri');
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as ProfessionalsInput;
  const pushed: string[] = [];
  function Harness() {
    const v = useProfessionals(input, {
      actors: controller.actors,
      navigate: (href) => {
        pushed.push(href);
        window.history.pushState(null, '', href);
      },
    });
    current = v;
    return <ProfessionalsLayout view={v} />;
  }
  const rendered = renderWithProviders(<Harness />);
  const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
  const events: Record<
    | ProfessionalsEvent['type']
    | 'xstate.after.nameDelay.professionals.editing'
    | `xstate.${'done' | 'error'}.actor.search`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'filters.edit': ({ event }) => {
      act(() => view().edit((event as Extract<ProfessionalsEvent, { type: 'filters.edit' }>).search));
    },
    'filters.set': async ({ event }) => {
      const set = event as Extract<ProfessionalsEvent, { type: 'filters.set' }>;
      // "See all dealers" is the empty state's button; any other choice goes through the view.
      if (set.remount && screen.queryByRole('link', { name: 'Vezi toți dealerii' }))
        await actAndFlush(() => fireEvent.click(screen.getByRole('link', { name: 'Vezi toți dealerii' })));
      else act(() => view().set(set.search, set.remount));
    },
    'history.restore': () => {
      act(() => {
        window.history.pushState(null, '', professionalsAddress(PROFESSIONALS_BACK.query));
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    },
    'search.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(results(), 'Încearcă din nou'))),
    'xstate.after.nameDelay.professionals.editing': () => {
      act(() => {
        vi.advanceTimersByTime(NAME_DELAY_MS);
      });
      expect(pushed.at(-1)).toBe(professionalsAddress(view().query));
    },
    'xstate.done.actor.search': settle,
    'xstate.error.actor.search': settle,
  };
  return {
    params: {
      events,
      states: {
        settling: () => {
          throw new Error('settling is transient: the flow never rests there');
        },
        applying: () => {
          throw new Error('applying is transient: the flow never rests there');
        },
        results: (snapshot: FlowSnapshot) => {
          expectBusy(false);
          expectDealers(snapshot);
          expectForm(snapshot);
          expect(screen.getByText(`${ctx(snapshot).data.results?.totalCount} dealeri`)).toBeInTheDocument();
        },
        empty: (snapshot: FlowSnapshot) => {
          expectBusy(false);
          expect(within(results()).getByRole('heading', { name: 'Niciun dealer nu se potrivește filtrelor' }));
          expect(within(results()).queryAllByRole('article')).toHaveLength(0);
          expectForm(snapshot);
        },
        error: (snapshot: FlowSnapshot) => {
          expectBusy(false);
          expect(oneWithRole(results(), 'alert')).toHaveTextContent('Lista dealerilor nu s-a putut încărca');
          expectForm(snapshot);
        },
        editing: (snapshot: FlowSnapshot) => {
          // The last answer stays while the name waits for the pause.
          expectBusy(false);
          expect(ctx(snapshot).draft.q).toBe('Someș');
        },
        loading: (snapshot: FlowSnapshot) => {
          expectBusy(true);
          expectForm(snapshot);
        },
      },
    },
    dispose: () => {
      rendered.unmount();
      current = null;
      vi.useRealTimers();
    },
  };
});
