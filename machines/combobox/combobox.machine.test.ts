import { createActor } from 'xstate';
import { COMBOBOX_INPUT } from './combobox.fixtures';
import { comboboxMachine } from './combobox.machine';
import type { ComboboxInput } from './combobox.types';

function start(input: ComboboxInput = COMBOBOX_INPUT) {
  const actor = createActor(comboboxMachine, { input }).start();
  return { actor, snapshot: () => actor.getSnapshot() };
}

describe('combobox machine', () => {
  it('lists suggestions on desktop, ignoring case and spaces', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'input.focus', device: 'desktop' });
    actor.send({ type: 'query.change', query: 'DACIA  lo' });
    expect(snapshot().matches({ focused: { suggesting: 'inInput' } })).toBe(true);
  });

  it.each(['mobile', 'tablet'] as const)('shows a completion suffix instead of a list on %s', (device) => {
    const { actor, snapshot } = start();
    actor.send({ type: 'input.focus', device });
    actor.send({ type: 'query.change', query: 'vol' });
    expect(snapshot().matches({ focused: 'hinting' })).toBe(true);
    actor.send({ type: 'suggestion.accept' });
    expect(snapshot().context).toMatchObject({ query: 'Volkswagen Golf', value: 'Volkswagen Golf' });
  });

  it('shows no suffix on mobile when the text only matches inside a suggestion', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'input.focus', device: 'mobile' });
    actor.send({ type: 'query.change', query: 'golf' });
    expect(snapshot().matches({ focused: 'editing' })).toBe(true);
  });

  it('ArrowDown moves into the list; ArrowUp from the first suggestion returns to the input', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'input.focus', device: 'desktop' });
    actor.send({ type: 'query.change', query: 'vol' });
    actor.send({ type: 'highlight.next' });
    expect(snapshot().context.activeSuggestion).toBe('Volkswagen Golf');
    actor.send({ type: 'highlight.next' });
    expect(snapshot().context.activeSuggestion).toBe('Volvo XC60');
    actor.send({ type: 'highlight.previous' });
    actor.send({ type: 'highlight.previous' });
    expect(snapshot().matches({ focused: { suggesting: 'inInput' } })).toBe(true);
    expect(snapshot().context.activeSuggestion).toBeNull();
  });

  it('Enter confirms the typed value (trimmed), not a suggestion', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'input.focus', device: 'desktop' });
    actor.send({ type: 'query.change', query: ' vol ' });
    actor.send({ type: 'value.confirm' });
    expect(snapshot().context).toMatchObject({ query: 'vol', value: 'vol' });
    expect(snapshot().matches({ focused: 'editing' })).toBe(true);
  });

  it('Enter in the list chooses the active suggestion', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'input.focus', device: 'desktop' });
    actor.send({ type: 'query.change', query: 'vol' });
    actor.send({ type: 'highlight.next' });
    actor.send({ type: 'value.confirm' });
    expect(snapshot().context.value).toBe('Volkswagen Golf');
  });

  it('only a suggestion on screen can be chosen', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'input.focus', device: 'desktop' });
    actor.send({ type: 'query.change', query: 'vol' });
    expect(snapshot().can({ type: 'suggestion.choose', suggestion: 'Dacia Logan' })).toBe(false);
  });

  it('clear empties text and value, also without focus', () => {
    const { actor, snapshot } = start({ ...COMBOBOX_INPUT, value: 'Dacia Logan' });
    actor.send({ type: 'value.clear' });
    expect(snapshot().context).toMatchObject({ query: '', value: '' });
    expect(snapshot().can({ type: 'value.clear' })).toBe(false);
  });
});
