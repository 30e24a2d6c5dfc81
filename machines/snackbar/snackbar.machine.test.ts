import { createActor, SimulatedClock } from 'xstate';
import { snackbarMachine } from './snackbar.machine';

function start(autoHideMs?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(snackbarMachine, { input: { autoHideMs }, clock }).start();
  return { actor, clock };
}

describe('snackbar machine', () => {
  it('hides itself after the auto-hide delay (5 s by default)', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', id: 'favourite.added', message: 'Adăugat' });
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('open');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ id: null, message: '' });
  });

  it('restarts the timer when a new notification replaces the current one', () => {
    const { actor, clock } = start(1000);
    actor.send({ type: 'snackbar.show', id: 'favourite.added', message: 'Adăugat' });
    clock.increment(800);
    actor.send({ type: 'snackbar.show', id: 'favourite.removed', message: 'Șters' });
    clock.increment(800);
    expect(actor.getSnapshot().context.id).toBe('favourite.removed');
    clock.increment(200);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ignores a request to hide a notification that is no longer shown', () => {
    const { actor } = start();
    actor.send({ type: 'snackbar.show', id: 'favourite.added', message: 'Adăugat' });
    actor.send({ type: 'snackbar.show', id: 'favourite.removed', message: 'Șters' });
    actor.send({ type: 'snackbar.hide', id: 'favourite.added' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'snackbar.hide', id: 'favourite.removed' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
