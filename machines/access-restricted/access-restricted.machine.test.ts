import { createActor } from 'xstate';
import { accessRestrictedMachine } from './access-restricted.machine';

describe('access-restricted machine', () => {
  it('is a flag: open, then closed', () => {
    const actor = createActor(accessRestrictedMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'accessDialog.open' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'accessDialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('starts open when the page says so, and stays closed once dismissed', () => {
    const actor = createActor(accessRestrictedMachine, { input: { open: true } }).start();
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'accessDialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
