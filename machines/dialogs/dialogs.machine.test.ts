import { createActor } from 'xstate';
import { dialogsMachine } from './dialogs.machine';

const start = (openIds: string[] = []) => createActor(dialogsMachine, { input: { openIds } }).start();

describe('dialogs machine', () => {
  it('DIALOG_OPEN adds an id on top, DIALOG_CLOSE removes it from anywhere', () => {
    const actor = start();
    actor.send({ type: 'DIALOG_OPEN', id: 'contact' });
    actor.send({ type: 'DIALOG_OPEN', id: 'report' });
    expect(actor.getSnapshot().context.openIds).toEqual(['contact', 'report']);
    actor.send({ type: 'DIALOG_CLOSE', id: 'contact' });
    expect(actor.getSnapshot().context.openIds).toEqual(['report']);
    actor.send({ type: 'DIALOG_CLOSE', id: 'report' });
    expect(actor.getSnapshot().value).toBe('none');
  });

  it('does not stack the same dialog twice nor close one that is not open', () => {
    const actor = start(['contact']);
    expect(actor.getSnapshot().can({ type: 'DIALOG_OPEN', id: 'contact' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'DIALOG_CLOSE', id: 'report' })).toBe(false);
  });

  it('starts with the dialogs of the input open, without duplicates', () => {
    const actor = start(['contact', 'contact']);
    expect(actor.getSnapshot().value).toBe('some');
    expect(actor.getSnapshot().context.openIds).toEqual(['contact']);
  });
});
