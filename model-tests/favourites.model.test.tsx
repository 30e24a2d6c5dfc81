// @vitest-environment jsdom
/**
 * Generated paths of following an advert, walked on the machine and through the real hook's view
 * (parked saves): disabled until the session and the list are known, the heart's state at once,
 * disabled while saving, put back on a failure with the reason, the sign-in invitation after
 * keeping an advert in the browser, and 'added' / 'removed' announced once, only for a saved
 * change. The heart button itself is rendered by components/advert/favourite-button.test.tsx.
 */
import { renderHook } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { TOO_MANY_KEY } from '@/machines/favourites/favourites.fixtures';
import { SAVE_FAILED_KEY } from '@/machines/favourites/favourites.machine';
import type {
  FavouriteChange,
  FavouriteState,
  FavouritesContext,
  FavouritesEvent,
  FavouritesInput,
} from '@/machines/favourites/favourites.types';
import { type FavouritesDeps, useFavourites } from '@/machines/favourites/use-favourites';
import { findRegisteredMachine } from '@/machines/registry';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

const ctx = (snapshot: FlowSnapshot) => snapshot.context as FavouritesContext;

describeFlow(findRegisteredMachine('favourites')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as FavouritesInput;
  const announced: FavouriteChange[] = [];
  let seen = 0;
  const { result, rerender, unmount } = renderHook(
    ({ state }: { state: FavouriteState | null }) =>
      useFavourites(input, state, {
        actors: controller.actors as FavouritesDeps['actors'],
        onSaved: (change) => announced.push(change),
      }),
    { initialProps: { state: input.state } },
  );
  const view = () => result.current;
  /** The event of the last step (a snapshot does not carry it). */
  let last: EventObject | null = null;
  const step = (action: () => void) => (s: { event: EventObject }) => {
    last = s.event;
    return actAndFlush(action);
  };
  const settle = ({ event }: { event: EventObject }) => {
    last = event;
    return settleInAct(controller, event);
  };
  /** The last step was a save's answer (saved, or refused when it led to failed). */
  const savedJustNow = () => last?.type.startsWith('xstate.done.actor.') === true;
  /** Nothing was announced since the last check, or exactly the saved change. */
  const expectAnnounced = (change: FavouriteChange | null) => {
    expect(announced.slice(seen)).toEqual(change ? [change] : []);
    seen = announced.length;
  };
  /** The page's list says `state` (cleared first, so the hook passes it on even when it said so before). */
  const known = (event: EventObject) => {
    const { followed, signedIn } = event as Extract<FavouritesEvent, { type: 'favourite.known' }>;
    rerender({ state: null });
    rerender({ state: { followed, signedIn } });
  };
  const events: Record<
    FavouritesEvent['type'] | `xstate.${'done' | 'error'}.actor.${'saveOnServer' | 'keepInBrowser'}`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'favourite.toggle': step(() => view().toggle()),
    'prompt.dismiss': step(() => view().dismissPrompt()),
    'error.dismiss': step(() => view().dismissError()),
    'favourite.known': (s) => {
      last = s.event;
      return actAndFlush(() => known(s.event));
    },
    'xstate.done.actor.saveOnServer': settle,
    'xstate.error.actor.saveOnServer': settle,
    'xstate.done.actor.keepInBrowser': settle,
    'xstate.error.actor.keepInBrowser': settle,
  };
  const atRest = (snapshot: FlowSnapshot) => {
    expect(view()).toMatchObject({ ready: true, followed: ctx(snapshot).followed, pending: false });
  };
  const advertId = input.advertId;
  return {
    params: {
      events,
      states: {
        waitingForState: () => {
          expect(view()).toMatchObject({ ready: false, pending: false, promptingSignIn: false, refusal: null });
          expectAnnounced(null);
        },
        idle: (snapshot) => {
          atRest(snapshot);
          expect(view()).toMatchObject({ promptingSignIn: false, refusal: null });
          expectAnnounced(savedJustNow() ? { advertId, followed: ctx(snapshot).followed } : null);
        },
        saving: (snapshot) => {
          expect(ctx(snapshot).signedIn).toBe(true);
          expect(view()).toMatchObject({ followed: ctx(snapshot).followed, pending: true, refusal: null });
          expectAnnounced(null);
        },
        keeping: (snapshot) => {
          expect(ctx(snapshot).signedIn).toBe(false);
          expect(view()).toMatchObject({ followed: ctx(snapshot).followed, pending: true, refusal: null });
          expectAnnounced(null);
        },
        promptingSignIn: (snapshot) => {
          atRest(snapshot);
          expect(view()).toMatchObject({ followed: true, promptingSignIn: true, refusal: null });
          expectAnnounced(savedJustNow() ? { advertId, followed: true } : null);
        },
        failed: (snapshot) => {
          atRest(snapshot);
          const refused = savedJustNow(); // a done event that failed is a refusal
          expect(view().refusal).toBe(refused ? TOO_MANY_KEY : SAVE_FAILED_KEY);
          expectAnnounced(null);
        },
      },
    },
    dispose: unmount,
  };
});
