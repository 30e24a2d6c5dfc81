import { and, not, or } from 'xstate';
import { afterDelay, describeActions, describeEvent, describeGuard, eventKind, isDelayBookkeeping } from './flow-words';
import { catalogueTranslate, draftMachine } from '@/test-support/flows-test-machines';

const t = catalogueTranslate('ro');

describe('describeEvent', () => {
  it.each([
    ['xstate.done.actor.saveDraft', 'done', 'gata: saveDraft'],
    ['xstate.error.actor.saveDraft', 'error', 'eroare: saveDraft'],
    ['xstate.after.500.form.saving', 'after', 'după 500 ms'],
    ['xstate.after.100.select.autoSelecting', 'after', 'după 100 ms'],
    ['xstate.done.state.draft.editing', 'stateDone', 'terminat: editing'],
    ['', 'always', 'imediat'],
    ['*', 'event', 'orice eveniment'],
    ['field.open', 'event', 'field.open'],
  ])('%s → %s "%s"', (type, kind, text) => {
    expect(describeEvent(type, t)).toEqual({ kind, text });
  });

  it('resolves a named delay when it can, and names it either way', () => {
    expect(describeEvent('xstate.after.autoHide.snackbar.open', t, () => 5000).text).toBe('după 5000 ms (autoHide)');
    expect(describeEvent('xstate.after.autoHide.snackbar.open', t, () => undefined).text).toBe('după autoHide');
    expect(describeEvent('xstate.after.autoHide.snackbar.open', t).text).toBe('după autoHide');
  });

  it('speaks English with the English catalogue', () => {
    expect(describeEvent('xstate.done.actor.load', catalogueTranslate('en')).text).toBe('done: load');
  });

  it('reads the delay out of an after event whose state id has dots', () => {
    expect(afterDelay('xstate.after.250.a.b.c')).toBe('250');
    expect(afterDelay('field.open')).toBeNull();
    expect(eventKind('xstate.after.250.a')).toBe('after');
  });
});

describe('describeGuard', () => {
  it('names plain, parameterised and inline guards', () => {
    expect(describeGuard(undefined, t)).toBeNull();
    expect(describeGuard('isOpen', t)).toBe('isOpen');
    expect(describeGuard({ type: 'isAbove', params: { limit: 3 } }, t)).toBe('isAbove');
    expect(describeGuard(() => true, t)).toBe('condiție');
  });

  it('words and / or / not, nesting with parentheses', () => {
    expect(describeGuard(and(['a', 'b']), t)).toBe('a și b');
    expect(describeGuard(or(['a', not('b')]), t)).toBe('a sau nu b');
    expect(describeGuard(and(['a', or(['b', 'c'])]), t)).toBe('a și (b sau c)');
  });
});

describe('describeActions', () => {
  it('names actions and leaves out the bookkeeping of after transitions', () => {
    const idle = draftMachine.root.states.editing!.states.idle!;
    expect(idle.entry.some(isDelayBookkeeping)).toBe(true);
    expect(describeActions(idle.entry as unknown[])).toEqual([]);
    expect(describeActions(['setText', { type: 'track' }])).toEqual(['setText', 'track']);
  });

  it('words XState built-ins without their prefix', () => {
    const reset = draftMachine.root.on['draft.reset'][0]!;
    expect(describeActions(reset.actions as unknown[])).toEqual(['assign']);
  });
});
