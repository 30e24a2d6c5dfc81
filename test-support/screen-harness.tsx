/**
 * The harness a model test of a screen driven by its hook needs: it renders the screen through the
 * real hook with parked actors, keeps the latest view (an executor calls its intents, as live
 * delivery does), settles a parked call when a path takes its done or error event, and unmounts.
 */
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { EventObject } from 'xstate';
import type { ActorController } from '@/machines/flow-actors';
import { renderWithProviders } from './i18n-test-utils';
import { settleFromEvent } from './parked-actors';

/** A path step's executor. */
type Executor = (step: { event: EventObject }) => void | Promise<void>;

/** A screen rendered through its hook for one path. */
export interface ScreenHarness<View> {
  /** The view of the latest render. */
  readonly view: () => View;
  /** Executors of the done and error events of these invoke ids: each settles the parked call. */
  readonly settling: (invokeIds: readonly string[]) => Record<string, Executor>;
  /** Unmounts the screen (a describeFlow driver's `dispose`). */
  readonly dispose: () => void;
}

/**
 * Renders `screen(useView(controller.actors))` with the app's providers; `useView` is the flow's
 * hook given the parked actors (or some of them replaced).
 */
export function renderScreenHarness<View>(
  controller: ActorController,
  useView: (actors: ActorController['actors']) => View,
  screen: (view: View) => ReactElement,
): ScreenHarness<View> {
  let current: View | null = null;
  function Harness() {
    const view = useView(controller.actors);
    current = view;
    return screen(view);
  }
  const rendered = renderWithProviders(<Harness />);
  const settle: Executor = ({ event }) =>
    act(async () => {
      await settleFromEvent(controller, event);
    });
  return {
    view: () => {
      if (current === null) throw new Error('the screen is not rendered');
      return current;
    },
    settling: (invokeIds) =>
      Object.fromEntries(
        invokeIds.flatMap((id) => [
          [`xstate.done.actor.${id}`, settle],
          [`xstate.error.actor.${id}`, settle],
        ]),
      ),
    dispose: () => {
      act(() => rendered.unmount());
      current = null;
    },
  };
}
