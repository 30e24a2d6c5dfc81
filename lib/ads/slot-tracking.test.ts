import { describe, expect, it } from 'vitest';
import {
  initialSlotClickState,
  SAME_PRESS_MS,
  slotClickEvent,
  slotClickStep,
  type SlotPointerInput,
} from './slot-tracking';

/** Which inputs of a run count as clicks. */
function run(inputs: [SlotPointerInput, number][]): boolean[] {
  let state = initialSlotClickState;
  return inputs.map(([input, at]) => {
    const step = slotClickStep(state, input, at);
    state = step.state;
    return step.counts;
  });
}

describe('advert slot clicks (SPEC §7)', () => {
  it('names the event after the slot, with action click and its tpb', () => {
    expect(slotClickEvent({ eventName: 'hp_billboard', tpb: 'homepage' })).toEqual({
      eventType: 'click',
      name: 'hp_billboard',
      properties: { action: 'click', touch_point_button: 'homepage' },
    });
  });

  it('counts a click', () => expect(run([['click', 0]])).toEqual([true]));

  it('counts the window losing focus only while the pointer is over the slot', () => {
    expect(run([['blur', 0]])).toEqual([false]);
    expect(
      run([
        ['enter', 0],
        ['blur', 10],
      ]),
    ).toEqual([false, true]);
    expect(
      run([
        ['enter', 0],
        ['leave', 5],
        ['blur', 10],
      ]),
    ).toEqual([false, false, false]);
  });

  it('counts a press once when its click is followed by the blur', () => {
    expect(
      run([
        ['enter', 0],
        ['click', 100],
        ['blur', 100 + SAME_PRESS_MS - 1],
      ]),
    ).toEqual([false, true, false]);
    expect(
      run([
        ['enter', 0],
        ['click', 100],
        ['blur', 100 + SAME_PRESS_MS],
      ]),
    ).toEqual([false, true, true]);
  });
});
