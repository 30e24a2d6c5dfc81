import { createActor, SimulatedClock } from 'xstate';
import { ALL_KEY } from '@/lib/select/select-option';
import { FUEL_INPUT, MAKE_INPUT } from './select.fixtures';
import { AUTO_SELECT_CLOSE_MS, selectMachine } from './select.machine';
import type { SelectInput } from './select.types';

function start(input: SelectInput) {
  const clock = new SimulatedClock();
  const actor = createActor(selectMachine, { input, clock }).start();
  return { actor, clock, context: () => actor.getSnapshot().context };
}

describe('select machine', () => {
  it("never accepts 'all' in single mode, from the input or from a click", () => {
    const { actor, context } = start({ ...MAKE_INPUT, selected: [ALL_KEY], device: 'desktop' });
    expect(context().selected).toEqual([]);
    actor.send({ type: 'field.open', device: 'desktop' });
    expect(actor.getSnapshot().can({ type: 'option.toggle', id: ALL_KEY })).toBe(false);
    actor.send({ type: 'option.toggle', id: ALL_KEY });
    expect(context().selected).toEqual([]);
  });

  it("selects every id with 'all', and clears when 'all' is chosen again from the full set", () => {
    const { actor, context } = start(FUEL_INPUT);
    actor.send({ type: 'field.open', device: 'desktop' });
    actor.send({ type: 'option.toggle', id: ALL_KEY });
    expect(context().selected).toEqual(['petrol', 'diesel', 'electric']);
    actor.send({ type: 'option.toggle', id: 'diesel' });
    expect(context().selected).toEqual(['petrol', 'electric']);
    actor.send({ type: 'option.toggle', id: 'diesel' });
    actor.send({ type: 'option.toggle', id: ALL_KEY });
    expect(context().selected).toEqual([]);
  });

  it('refuses to empty a mandatory selection', () => {
    const { actor, context } = start({ ...FUEL_INPUT, selected: ['diesel'], disallowEmptySelection: true });
    expect(actor.getSnapshot().can({ type: 'selection.clear' })).toBe(false);
    actor.send({ type: 'field.open', device: 'desktop' });
    actor.send({ type: 'option.toggle', id: 'diesel' });
    expect(context().selected).toEqual(['diesel']);
  });

  it('refuses toggles of rows hidden by the filter', () => {
    const { actor, context } = start(FUEL_INPUT);
    actor.send({ type: 'field.open', device: 'desktop' });
    actor.send({ type: 'query.change', query: 'die' });
    actor.send({ type: 'option.toggle', id: 'petrol' });
    actor.send({ type: 'option.toggle', id: ALL_KEY });
    expect(context().selected).toEqual([]);
  });

  it('Enter with exactly one match selects it in single mode and closes 100 ms later', () => {
    const { actor, clock, context } = start({ ...MAKE_INPUT, device: 'desktop' });
    actor.send({ type: 'field.open', device: 'desktop' });
    actor.send({ type: 'query.change', query: 'VOLV' });
    actor.send({ type: 'query.submit' });
    expect(actor.getSnapshot().value).toBe('autoSelecting');
    expect(context().selected).toEqual(['volvo']);
    clock.increment(AUTO_SELECT_CLOSE_MS - 1);
    expect(actor.getSnapshot().value).toBe('autoSelecting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(context().query).toBe('');
  });

  it('does not auto-select with several matches, nor in multiple mode', () => {
    const single = start({ ...MAKE_INPUT, device: 'desktop' });
    single.actor.send({ type: 'field.open', device: 'desktop' });
    single.actor.send({ type: 'query.change', query: 'o' });
    expect(single.actor.getSnapshot().can({ type: 'query.submit' })).toBe(false);
    const multiple = start(FUEL_INPUT);
    multiple.actor.send({ type: 'field.open', device: 'desktop' });
    multiple.actor.send({ type: 'query.change', query: 'die' });
    expect(multiple.actor.getSnapshot().can({ type: 'query.submit' })).toBe(false);
  });

  it('opens the dialog on mobile and tablet, keeps choices pending, and back discards them', () => {
    for (const device of ['mobile', 'tablet'] as const) {
      const { actor, context } = start({ ...FUEL_INPUT, selected: ['petrol'] });
      actor.send({ type: 'field.open', device });
      expect(actor.getSnapshot().matches('dialog')).toBe(true);
      actor.send({ type: 'option.toggle', id: 'diesel' });
      expect(context().draft).toEqual(['petrol', 'diesel']);
      expect(context().selected).toEqual(['petrol']);
      actor.send({ type: 'dialog.back' });
      expect(context().selected).toEqual(['petrol']);
      expect(context().draft).toEqual([]);
    }
  });

  it('confirm commits the pending choices', () => {
    const { actor, context } = start(FUEL_INPUT);
    actor.send({ type: 'field.open', device: 'mobile' });
    actor.send({ type: 'option.toggle', id: 'electric' });
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(context().selected).toEqual(['electric']);
  });

  it('has a search box in the dialog only from 20 options', () => {
    const few = start(FUEL_INPUT);
    few.actor.send({ type: 'field.open', device: 'mobile' });
    expect(few.actor.getSnapshot().can({ type: 'query.change', query: 'die' })).toBe(false);
    const many = start(MAKE_INPUT);
    many.actor.send({ type: 'field.open', device: 'mobile' });
    many.actor.send({ type: 'query.change', query: 'vol' });
    expect(many.actor.getSnapshot().matches({ dialog: 'filtering' })).toBe(true);
  });

  it('moves the highlight over visible rows only, with select all first and wrapping', () => {
    const { actor, context } = start(FUEL_INPUT);
    actor.send({ type: 'field.open', device: 'desktop' });
    actor.send({ type: 'highlight.next' });
    expect(context().activeId).toBe(ALL_KEY);
    actor.send({ type: 'highlight.previous' });
    expect(context().activeId).toBe('electric');
    actor.send({ type: 'query.change', query: 'die' });
    expect(context().activeId).toBeNull();
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'highlight.next' });
    expect(context().activeId).toBe('diesel');
  });
});
