/**
 * The timing rules of the professionals machine a generated path cannot show: a typed name
 * applies after the pause and not before, once, with the last text; a choice applies at once.
 */
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ProfessionalsQuery } from '@/lib/page/sellers-page-data.types';
import {
  PROFESSIONALS_CHOSEN,
  PROFESSIONALS_INPUT,
  PROFESSIONALS_RESULTS,
  PROFESSIONALS_TYPED,
} from './professionals.fixtures';
import { NAME_DELAY_MS, professionalsMachine } from './professionals.machine';

function start() {
  const clock = new SimulatedClock();
  const searches: ProfessionalsQuery[] = [];
  const pushed: string[] = [];
  const machine = professionalsMachine.provide({
    actors: {
      search: fromPromise(({ input }) => {
        searches.push(input.query);
        return Promise.resolve({ query: input.query, notices: [], data: PROFESSIONALS_RESULTS });
      }),
    },
    actions: { pushUrl: (_, params: { href: string }) => void pushed.push(params.href) },
  });
  const actor = createActor(machine, { input: PROFESSIONALS_INPUT, clock }).start();
  return { actor, clock, searches, pushed };
}

describe('professionals timing', () => {
  it('a typed name applies after the pause, once, with the last text', () => {
    const { actor, clock, searches, pushed } = start();
    actor.send({
      type: 'filters.edit',
      search: { ...PROFESSIONALS_TYPED, query: { ...PROFESSIONALS_TYPED.query, q: 'So' } },
    });
    clock.increment(NAME_DELAY_MS - 1);
    actor.send({ type: 'filters.edit', search: PROFESSIONALS_TYPED });
    clock.increment(NAME_DELAY_MS - 1);
    expect(searches).toEqual([]);
    clock.increment(1);
    expect(searches).toEqual([PROFESSIONALS_TYPED.query]);
    expect(pushed).toEqual(['/dealeri?q=Some%C8%99']);
  });

  it('a choice applies at once and drops the cursor of the page it was made on', () => {
    const { actor, searches, pushed } = start();
    actor.send({
      type: 'filters.set',
      search: { ...PROFESSIONALS_CHOSEN, query: { ...PROFESSIONALS_CHOSEN.query, after: 'cursor-of-page-2' } },
    });
    expect(searches).toEqual([PROFESSIONALS_CHOSEN.query]);
    expect(pushed).toEqual(['/dealeri?county=CJ']);
  });
});
