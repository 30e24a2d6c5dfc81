import { createActor } from 'xstate';
import { ALL_GRANTED, NONE_GRANTED } from '@/lib/consent/consent-cookie';
import { consentMachine } from './consent.machine';

function start(stored: typeof ALL_GRANTED | null) {
  const persisted: unknown[] = [];
  const machine = consentMachine.provide({
    actions: { persistDecision: ({ context }) => void persisted.push(context.granted) },
  });
  return { actor: createActor(machine, { input: { stored } }).start(), persisted };
}

describe('consent machine', () => {
  it('asks on a first visit and not when a decision is stored', () => {
    expect(start(null).actor.getSnapshot().value).toBe('asking');
    expect(start(ALL_GRANTED).actor.getSnapshot().value).toBe('decided');
  });

  it('persists each decision once, with what was chosen', () => {
    const { actor, persisted } = start(null);
    actor.send({ type: 'preferences.open' });
    actor.send({ type: 'category.toggle', category: 'C0003' });
    actor.send({ type: 'preferences.save' });
    actor.send({ type: 'preferences.open' });
    actor.send({ type: 'consent.refuseAll' });
    expect(persisted).toEqual([{ ...NONE_GRANTED, C0003: true }, NONE_GRANTED]);
  });

  it('closing the dialog drops the unsaved switches and persists nothing', () => {
    const { actor, persisted } = start(ALL_GRANTED);
    actor.send({ type: 'preferences.open' });
    actor.send({ type: 'category.toggle', category: 'C0004' });
    actor.send({ type: 'preferences.close' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.draft).toEqual(ALL_GRANTED);
    expect(persisted).toEqual([]);
  });
});
