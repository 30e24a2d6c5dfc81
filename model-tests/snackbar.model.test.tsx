// @vitest-environment jsdom
/**
 * Generated paths of the snackbar, walked on the machine and through Snackbar: the live region
 * shows the notification of the machine's id, × hides it, the timer hides it too.
 */
import { act, fireEvent } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { Snackbar } from '@/components/ui/snackbar/snackbar';
import { findRegisteredMachine } from '@/machines/registry';
import {
  SNACKBAR_AUTO_HIDE_MS,
  type SnackbarContext,
  type SnackbarEvent,
  type SnackbarInput,
} from '@/machines/snackbar/snackbar.types';
import { useSnackbar } from '@/machines/snackbar/use-snackbar';
import { describeFlow } from './describe-flow';
import { buttonNamed, theButtonNamed, theOneWithRole } from './dom-queries';
import type { FlowSnapshot } from './flow-model';
import { missingUiKeys, renderUi, resetMissingUiKeys } from './render-ui';

beforeEach(resetMissingUiKeys);
afterEach(() => expect(missingUiKeys()).toEqual([]));

const ACTIONS: Record<string, string> = {
  'favourite.added': 'Adaugă la favorite',
  'favourite.removed': 'Șterge din favorite',
};

function Harness({ input, messages }: { input: SnackbarInput; messages: Record<string, string> }) {
  const view = useSnackbar(input);
  return (
    <>
      {Object.entries(ACTIONS).map(([id, label]) => (
        <button key={id} type="button" onClick={() => view.show(id, messages[id] ?? id)}>
          {label}
        </button>
      ))}
      <Snackbar view={view} />
    </>
  );
}

describeFlow(findRegisteredMachine('snackbar')!, (scenario) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const input = scenario.input as SnackbarInput;
  const shows = scenario.events.filter((event) => event.type === 'snackbar.show') as Array<
    Extract<SnackbarEvent, { type: 'snackbar.show' }>
  >;
  const messages = Object.fromEntries(shows.map((event) => [event.id, event.message]));
  const view = renderUi(<Harness input={input} messages={messages} />);
  const events: Record<
    SnackbarEvent['type'] | 'xstate.after.autoHide.snackbar.open',
    (step: { event: EventObject }) => void
  > = {
    'snackbar.show': ({ event }) => fireEvent.click(theButtonNamed(document, ACTIONS[(event as SnackbarEvent).id]!)),
    'snackbar.hide': () => fireEvent.click(theButtonNamed(document, 'Închide notificarea')),
    'xstate.after.autoHide.snackbar.open': () =>
      act(() => {
        vi.advanceTimersByTime(input.autoHideMs ?? SNACKBAR_AUTO_HIDE_MS);
      }),
  };
  return {
    params: {
      events,
      states: {
        closed: () => {
          expect(theOneWithRole(document, 'status')).toBeEmptyDOMElement();
        },
        open: (snapshot: FlowSnapshot) => {
          const context = snapshot.context as SnackbarContext;
          const region = theOneWithRole(document, 'status');
          expect(region).toHaveAttribute('aria-live', 'polite');
          expect(region.querySelector('[data-snackbar-id]')).toHaveAttribute('data-snackbar-id', context.id);
          expect(region).toHaveTextContent(context.message);
          expect(buttonNamed(region, 'Închide notificarea')).not.toBeNull();
        },
      },
    },
    dispose: () => {
      view.unmount();
      vi.useRealTimers();
    },
  };
});
