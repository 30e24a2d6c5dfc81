// @vitest-environment jsdom
/**
 * Generated paths of following an advert, walked on the machine and through the ad page's heart
 * in the summary and in the sticky bar together, with the real hook (parked saves): one flow for
 * the page, so a press in the bar shows in the summary. Disabled until the session and the list
 * are known, the heart's state at once (aria-pressed and its name), disabled while saving, put
 * back on a failure with the translated reason, the sign-in invitation back to the ad page after
 * keeping an advert in the browser, and 'added' / 'removed' announced once, only for a saved
 * change.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { EventObject } from 'xstate';
import { FavouriteButton } from '@/components/advert/favourite-button';
import { StickyBar } from '@/components/advert/sticky-bar';
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
import { missingKeys, renderWithProviders, resetMissingKeys } from '@/test-support/i18n-test-utils';
import { actAndFlush, settleInAct } from './auth-harness';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';

beforeEach(resetMissingKeys);
afterEach(() => expect(missingKeys()).toEqual([]));

const ctx = (snapshot: FlowSnapshot) => snapshot.context as FavouritesContext;
const ADVERT_PATH = '/autoturisme/anunt/bmw-seria-3-1001';
const summary = () => within(screen.getByTestId('summary'));
const bar = () => within(screen.getByRole('region', { name: 'Anunțul pe scurt' }));
/** The heart of a place: its one toggle button (named for what it does). */
const heartIn = (place: ReturnType<typeof summary>) => {
  const [heart] = place.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
  if (!heart) throw new Error('no heart');
  return heart;
};
const hearts = () => [summary(), bar()].map(heartIn);
const TEXTS: Record<string, string> = {
  [TOO_MANY_KEY]: 'Poți urmări cel mult 200 de anunțuri',
  [SAVE_FAILED_KEY]: 'Favoritele nu au putut fi salvate',
};

describeFlow(findRegisteredMachine('favourites')!, (scenario, flow) => {
  const controller = createActorController(actorSources(flow.machine));
  const input = scenario.input as FavouritesInput;
  const announced: FavouriteChange[] = [];
  let seen = 0;
  let setState: (state: FavouriteState | null) => void = () => {};
  function Harness() {
    const [state, set] = useState(input.state);
    setState = set;
    const view = useFavourites(input, state, {
      actors: controller.actors as FavouritesDeps['actors'],
      onSaved: (change) => announced.push(change),
    });
    return (
      <>
        <div data-testid="summary">
          <FavouriteButton view={view} advertPath={ADVERT_PATH} />
        </div>
        <StickyBar
          visible
          title="BMW Seria 3"
          price="12.500 EUR"
          phone={null}
          onMessage={null}
          favourite={{ view, advertPath: ADVERT_PATH }}
        />
      </>
    );
  }
  const rendered = renderWithProviders(<Harness />);
  /** The event of the last step (a snapshot does not carry it). */
  let last: EventObject | null = null;
  let presses = 0;
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
  /** Both hearts show `followed` (pressed and named for it), enabled or not. */
  const expectHearts = (followed: boolean, enabled: boolean) => {
    for (const heart of hearts()) {
      expect(heart).toHaveAttribute('aria-pressed', String(followed));
      expect(heart).toHaveAccessibleName(followed ? 'Elimină din favorite' : 'Adaugă la favorite');
      if (enabled) expect(heart).toBeEnabled();
      else expect(heart).toBeDisabled();
    }
  };
  const expectNoPrompt = () => expect(screen.queryByRole('link', { name: /Autentifică-te/ })).toBeNull();
  const events: Record<
    FavouritesEvent['type'] | `xstate.${'done' | 'error'}.actor.${'saveOnServer' | 'keepInBrowser'}`,
    (step: { event: EventObject }) => void | Promise<void>
  > = {
    'favourite.toggle': ({ event }) => {
      last = event;
      presses += 1;
      // The summary and the bar by turns: either one changes both.
      const place = presses % 2 === 1 ? summary() : bar();
      return actAndFlush(() => fireEvent.click(heartIn(place)));
    },
    'prompt.dismiss': async ({ event }) => {
      last = event;
      await actAndFlush(() => fireEvent.click(summary().getByRole('button', { name: 'Închide invitația' })));
    },
    'error.dismiss': async ({ event }) => {
      last = event;
      await actAndFlush(() => fireEvent.click(summary().getByRole('button', { name: 'Închide mesajul' })));
    },
    // The page's list says so (cleared first, so the hook passes it on even when it said so before).
    'favourite.known': async ({ event }) => {
      last = event;
      const { followed, signedIn } = event as Extract<FavouritesEvent, { type: 'favourite.known' }>;
      await actAndFlush(() => setState(null));
      await actAndFlush(() => setState({ followed, signedIn }));
    },
    'xstate.done.actor.saveOnServer': settle,
    'xstate.error.actor.saveOnServer': settle,
    'xstate.done.actor.keepInBrowser': settle,
    'xstate.error.actor.keepInBrowser': settle,
  };
  return {
    params: {
      events,
      states: {
        waitingForState: () => {
          expectHearts(false, false);
          expectNoPrompt();
          expect(screen.queryByRole('alert')).toBeNull();
          expectAnnounced(null);
        },
        idle: (snapshot) => {
          expectHearts(ctx(snapshot).followed, true);
          expectNoPrompt();
          expect(screen.queryByRole('alert')).toBeNull();
          expectAnnounced(savedJustNow() ? { advertId: input.advertId, followed: ctx(snapshot).followed } : null);
        },
        saving: (snapshot) => {
          expect(ctx(snapshot).signedIn).toBe(true);
          expectHearts(ctx(snapshot).followed, false);
          expectAnnounced(null);
        },
        keeping: (snapshot) => {
          expect(ctx(snapshot).signedIn).toBe(false);
          expectHearts(ctx(snapshot).followed, false);
          expectAnnounced(null);
        },
        promptingSignIn: () => {
          expectHearts(true, true);
          // In the summary (announced) and over the bar (shown), both back to this page.
          const links = screen.getAllByRole('link', { name: 'Autentifică-te ca să-ți păstrezi favoritele' });
          expect(links).toHaveLength(2);
          for (const link of links)
            expect(link).toHaveAttribute('href', `/authentication?redirectUrl=${encodeURIComponent(ADVERT_PATH)}`);
          expect(summary().getByRole('status')).toHaveTextContent('salvat doar în acest browser');
          expectAnnounced(savedJustNow() ? { advertId: input.advertId, followed: true } : null);
        },
        failed: (snapshot) => {
          expectHearts(ctx(snapshot).followed, true);
          const refused = savedJustNow(); // a done event that failed is a refusal
          expect(screen.getByRole('alert')).toHaveTextContent(TEXTS[refused ? TOO_MANY_KEY : SAVE_FAILED_KEY]!);
          expectAnnounced(null);
        },
      },
    },
    dispose: () => rendered.unmount(),
  };
});
