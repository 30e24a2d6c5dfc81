// @vitest-environment jsdom
/**
 * Generated paths of the category listing, all walked on the machine, and through ListingLayout with
 * the real hook the fewest of them that rest in every state and take every transition (the paths
 * differ mostly in which search or count they carry) (parked search and count calls, fake timers for the typing pause, a recorder for the
 * address bar), on a phone so the filter sheet's live count shows. Back is a real popstate event,
 * the sort a change of its select and retry a click; what the form hands the machine (a price
 * typed, a fuel chosen) goes
 * through the view's intents, the form's reading of its fields being covered by
 * components/listing/filters-form.test.tsx and e2e/listing.spec.ts.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { ListingLayout } from '@/components/listing/listing-screen';
import { formatBound } from '@/components/listing/range-field';
import { RANGE_FIELDS } from '@/lib/listing/listing-fields';
import { listingHref } from '@/lib/listing/listing-href';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { LISTING_BACK } from '@/machines/listing/listing.fixtures';
import { APPLY_DELAY_MS } from '@/machines/listing/listing.machine';
import type { ListingContext, ListingEvent, ListingInput } from '@/machines/listing/listing.types';
import { useListing, type ListingView } from '@/machines/listing/use-listing';
import { findRegisteredMachine } from '@/machines/registry';
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import { oneWithRole, theButtonNamed } from './dom-queries';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as ListingContext;
const results = () => screen.getByRole('region', { name: 'Rezultatele căutării' });
const PLACES = { counties: [{ code: 'CJ', name: 'Cluj' }], cities: [] };

let current: ListingView | null = null;
function view(): ListingView {
  if (!current) throw new Error('the screen has not rendered');
  return current;
}

function expectBusy(busy: boolean): void {
  if (busy) expect(results()).toHaveAttribute('aria-busy', 'true');
  else expect(results()).not.toHaveAttribute('aria-busy');
}

/**
 * The price boxes show the draft: the view's intents stand in for typing, so no box has been
 * touched and each follows the search it is given (a restored search or a removed chip remounts
 * the form — formKey — so that what a person did type is replaced too).
 */
function expectForm(snapshot: FlowSnapshot): void {
  const { draft } = ctx(snapshot);
  const max = draft.ranges.price?.[1];
  expect(document.getElementById(`f-${RANGE_FIELDS.price.max}`)).toHaveValue(
    max === null || max === undefined ? '' : formatBound(max, 'price'),
  );
}

/** The sheet's count and its 'Show results' button follow the machine's count. */
function expectCount(snapshot: FlowSnapshot, counting: boolean): void {
  const sheet = screen.getByRole('region', { name: 'Filtre' });
  const live = sheet.querySelector('[aria-live="polite"]')!;
  if (counting) expect(live).toHaveAttribute('data-counting', 'true');
  else expect(live).not.toHaveAttribute('data-counting');
  const count = ctx(snapshot).count;
  const submit = within(sheet).getByRole('button', {
    name: count === null ? 'Caută' : new RegExp(`^Arată rezultatel?e? \\(${count} anun`),
  });
  expect(submit).toBeInTheDocument();
  expect(live.textContent).toBe(count === null ? '' : `${count} ${count === 1 ? 'anunț' : 'anunțuri'}`);
}

describeFlow(
  findRegisteredMachine('listing')!,
  (scenario, flow) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = scenario.input as ListingInput;
    window.history.replaceState(null, '', listingHref(input.search.query));
    const controller = createActorController(actorSources(flow.machine));
    const pushed: string[] = [];
    function Harness() {
      const v = useListing(input, PLACES.cities, {
        actors: controller.actors,
        navigate: (href) => {
          pushed.push(href);
          window.history.pushState(null, '', href);
        },
      });
      current = v;
      return <ListingLayout view={v} places={PLACES} popular={[]} />;
    }
    const rendered = renderWithProviders(<Harness />, { device: 'mobile' });
    const settle = ({ event }: { event: EventObject }) => settleInAct(controller, event);
    const events: Record<
      | ListingEvent['type']
      | 'xstate.after.applyDelay.listing.search.editing'
      | `xstate.${'done' | 'error'}.actor.${'search' | 'count'}`,
      (step: { event: EventObject }) => void | Promise<void>
    > = {
      'filters.edit': ({ event }) => {
        act(() => view().edit((event as Extract<ListingEvent, { type: 'filters.edit' }>).search));
      },
      'filters.set': ({ event }) => {
        const set = event as Extract<ListingEvent, { type: 'filters.set' }>;
        act(() => view().set(set.search, set.remount));
        // A choice applies at once: its address is written before the results arrive.
        expect(pushed.at(-1)).toBe(listingHref(view().query));
      },
      'sort.change': ({ event }) => {
        const { sort } = event as Extract<ListingEvent, { type: 'sort.change' }>;
        fireEvent.change(screen.getByLabelText('Ordonează după'), { target: { value: sort.toLowerCase() } });
        expect(pushed.at(-1)).toBe(listingHref(view().query));
        expect(view().query.sort).toBe(sort);
      },
      'history.restore': () => {
        act(() => {
          window.history.pushState(null, '', listingHref(LISTING_BACK.query));
          window.dispatchEvent(new PopStateEvent('popstate'));
        });
      },
      'search.retry': () => actAndFlush(() => fireEvent.click(theButtonNamed(results(), 'Încearcă din nou'))),
      'xstate.after.applyDelay.listing.search.editing': () => {
        act(() => {
          vi.advanceTimersByTime(APPLY_DELAY_MS);
        });
        expect(pushed.at(-1)).toBe(listingHref(view().query));
      },
      'xstate.done.actor.search': settle,
      'xstate.error.actor.search': settle,
      'xstate.done.actor.count': settle,
      'xstate.error.actor.count': settle,
    };
    return {
      params: {
        events,
        states: {
          'search.settling': () => {
            throw new Error('settling is transient: the flow never rests there');
          },
          'search.applying': () => {
            throw new Error('applying is transient: the flow never rests there');
          },
          'search.results': (snapshot: FlowSnapshot) => {
            expectBusy(false);
            const nodes = ctx(snapshot).data.results!.nodes;
            expect(within(results()).getAllByRole('article')).toHaveLength(nodes.length);
            expect(oneWithRole(results(), 'alert')).toBeNull();
            expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(
              `${ctx(snapshot).data.results!.totalCount} anunțuri`,
            );
            expectForm(snapshot);
          },
          'search.empty': (snapshot: FlowSnapshot) => {
            expectBusy(false);
            expect(within(results()).getByRole('heading', { level: 2 })).toHaveTextContent(/^Niciun anunț pentru/);
            expect(within(results()).queryAllByRole('article')).toHaveLength(0);
            expectForm(snapshot);
          },
          'search.error': (snapshot: FlowSnapshot) => {
            expectBusy(false);
            expect(oneWithRole(results(), 'alert')).toHaveTextContent('Căutarea nu a putut fi făcută');
            expect(within(results()).queryAllByRole('article')).toHaveLength(0);
            expectForm(snapshot);
          },
          'search.editing': (snapshot: FlowSnapshot) => {
            // The last answer stays while the typed price waits for the pause.
            expectBusy(false);
            expect(ctx(snapshot).draft.ranges.price).toEqual([null, 20000]);
            expect(`${window.location.pathname}${window.location.search}`).toBe(listingHref(view().query));
          },
          'search.loading': (snapshot: FlowSnapshot) => {
            expectBusy(true);
            expectForm(snapshot);
          },
          'count.idle': (snapshot: FlowSnapshot) => expectCount(snapshot, false),
          'count.counting': (snapshot: FlowSnapshot) => expectCount(snapshot, true),
        },
      },
      dispose: () => {
        rendered.unmount();
        current = null;
        vi.useRealTimers();
      },
    };
  },
  { screenPaths: 'covering' },
);
