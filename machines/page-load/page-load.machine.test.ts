import { createActor } from 'xstate';
import { pageLoadMachine } from './page-load.machine';

describe('page load machine', () => {
  it('goes from loading to page_loaded on the window load event, and stays there', () => {
    const actor = createActor(pageLoadMachine).start();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'window.load' });
    expect(actor.getSnapshot().value).toBe('pageLoaded');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
