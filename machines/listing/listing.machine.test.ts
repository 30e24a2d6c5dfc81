/**
 * The listing machine's timing rules a path cannot show — typing applies after the pause and not
 * before, the sort at once, a superseded count request is cancelled. Its generated paths are walked
 * by model-tests/listing.model.test.tsx, on the machine and through the screen.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ListingQuery } from '@/lib/listing/listing-query';
import { LISTING_CHOSEN, LISTING_INPUT, LISTING_NEW_CARS, LISTING_RESULTS, LISTING_TYPED } from './listing.fixtures';
import { APPLY_DELAY_MS, listingMachine } from './listing.machine';

function start() {
  const clock = new SimulatedClock();
  const searches: ListingQuery[] = [];
  const counts: { query: ListingQuery; signal: AbortSignal }[] = [];
  const pushed: string[] = [];
  const machine = listingMachine.provide({
    actors: {
      search: fromPromise(({ input }) => {
        searches.push(input.query);
        return Promise.resolve({ query: input.query, notices: [], data: LISTING_RESULTS });
      }),
      count: fromPromise(({ input, signal }) => {
        counts.push({ query: input.query, signal });
        return new Promise<number>(() => undefined);
      }),
    },
    actions: { pushUrl: (_, params: { href: string }) => void pushed.push(params.href) },
  });
  const actor = createActor(machine, { input: LISTING_INPUT, clock }).start();
  return { actor, clock, searches, counts, pushed };
}

describe('listing timing', () => {
  it('typing applies after the pause, once, with the last text', () => {
    const { actor, clock, searches, pushed } = start();
    actor.send({ type: 'filters.edit', search: LISTING_CHOSEN });
    clock.increment(APPLY_DELAY_MS - 1);
    actor.send({ type: 'filters.edit', search: LISTING_TYPED });
    clock.increment(APPLY_DELAY_MS - 1);
    expect(searches).toEqual([]);
    clock.increment(1);
    expect(searches).toEqual([{ ...LISTING_TYPED.query }]);
    expect(pushed).toEqual(['/autoturisme/bmw?pret_max=20000']);
  });

  it('the sort applies at once, keeping the filters typed so far', () => {
    const { actor, searches, pushed } = start();
    actor.send({ type: 'filters.edit', search: LISTING_TYPED });
    actor.send({ type: 'sort.change', sort: 'PRICE_ASC' });
    expect(searches).toHaveLength(1);
    expect(pushed).toEqual(['/autoturisme/bmw?pret_max=20000&ordine=price_asc']);
  });

  it('a newer change cancels the count request it supersedes', () => {
    const { actor, clock, counts } = start();
    actor.send({ type: 'filters.edit', search: LISTING_TYPED });
    expect(counts).toHaveLength(1);
    actor.send({ type: 'filters.edit', search: LISTING_CHOSEN });
    expect(counts[0]?.signal.aborted).toBe(true);
    expect(counts[1]?.query).toEqual(LISTING_CHOSEN.query);
    clock.increment(APPLY_DELAY_MS);
    expect(counts[1]?.signal.aborted).toBe(false);
  });

  it('choosing new cars applies at once and writes stare=nou', () => {
    const { actor, searches, pushed } = start();
    actor.send({ type: 'filters.set', search: LISTING_NEW_CARS });
    expect(searches).toEqual([LISTING_NEW_CARS.query]);
    expect(pushed).toEqual(['/autoturisme?stare=nou']);
  });

  it('back / forward restore without writing the URL again', () => {
    const { actor, searches, pushed } = start();
    actor.send({ type: 'history.restore', search: LISTING_CHOSEN });
    expect(searches).toEqual([LISTING_CHOSEN.query]);
    expect(pushed).toEqual([]);
  });
});
