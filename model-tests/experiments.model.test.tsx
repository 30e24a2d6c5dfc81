// @vitest-environment jsdom
/**
 * Generated paths of the experiments runtime, walked on the machine and through the real provider
 * (ExperimentsProvider with the browser's cookie watch, cookie writes and hash) around the top
 * banners and a flag: the bootstrap call and the cookie stores are parked and settled by the path;
 * a changed experiment cookie is written to document.cookie and seen by the 1 s idle-time check.
 */
import { act, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { EventObject } from 'xstate';
import { HouseAdsProvider, TopBanners } from '@/components/shell/ad-slot';
import { experimentHash, readCookie } from '@/lib/experiments/cookie-hash';
import { storeHashCookie, storePendingCookies } from '@/lib/experiments/experiments-browser';
import { resetExperimentsReady, whenExperimentsReady } from '@/lib/experiments/ready-queue';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flags';
import { actorSources, createActorController } from '@/machines/flow-actors';
import { BOOTSTRAP_DATA } from '@/machines/experiments/experiments.fixtures';
import { MAX_BOOTSTRAP_ATTEMPTS, RETRY_BASE_MS } from '@/machines/experiments/experiments.machine';
import type { ExperimentsContext, ExperimentsInput } from '@/machines/experiments/experiments.types';
import { ExperimentsProvider } from '@/machines/experiments/use-experiments';
import { findRegisteredMachine } from '@/machines/registry';
import { settleFromEvent } from '@/test-support/parked-actors';
import { missingKeys, resetMissingKeys, testI18n } from '@/test-support/i18n-test-utils';
import { describeFlow } from './describe-flow';
import type { FlowSnapshot } from './flow-model';
import { missingUiKeys, renderUi, resetMissingUiKeys } from './render-ui';

const shellI18n = testI18n();

beforeEach(() => {
  resetMissingUiKeys();
  resetMissingKeys();
});
afterEach(() => expect([...missingUiKeys(), ...missingKeys()]).toEqual([]));

/** A house ad in each top slot: a slot without one renders nothing. */
const TOP_ADS = [
  { slot: 'slot-wideboard', title: 'Promovează-ți anunțul', body: '', href: '/contul-meu', imageUrl: null, tpb: '' },
  { slot: 'slot-second', title: 'Promovează-ți anunțul', body: '', href: '/contul-meu', imageUrl: null, tpb: '' },
];

function FlagProbe() {
  return <output data-testid="dealer-ratings">{String(useFeatureFlag('dealerRatings'))}</output>;
}

const ctx = (snapshot: FlowSnapshot) => snapshot.context as ExperimentsContext;
const cookie = (name: string) => readCookie(document.cookie, name);
const wideboard = () => document.querySelector('[data-ad-slot="slot-wideboard"]');

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function expectScreen(snapshot: FlowSnapshot): void {
  const variantB = ctx(snapshot).experimentCookie.split('#').includes('ADS-WIDEBOARD@b');
  if (variantB) expect(wideboard()).toBeNull();
  else expect(wideboard()).not.toBeNull();
  expect(document.querySelector('[data-ad-slot="slot-second"]')).not.toBeNull();
  expect(screen.getByTestId('dealer-ratings')).toHaveTextContent(
    String(ctx(snapshot).featureFlags?.dealerRatings === true),
  );
}

describeFlow(findRegisteredMachine('experiments')!, (scenario, flow) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  const input = scenario.input as ExperimentsInput;
  clearCookies();
  sessionStorage.clear();
  // Old cookies of an earlier runtime: a bootstrap deletes them first.
  document.cookie = 'lqstatus=1; Path=/';
  document.cookie = 'ldf=1; Path=/';
  document.cookie = `laquesis=${input.experimentCookie || 'OLD-TEST@a'}; Path=/`;
  if (input.hasHash) document.cookie = 'ock=present; Path=/';
  if (input.cachedFlags) sessionStorage.setItem('featureFlags', JSON.stringify(input.cachedFlags));
  resetExperimentsReady();
  const replayed: string[] = [];
  whenExperimentsReady((experimentCookie) => replayed.push(experimentCookie));
  const controller = createActorController(actorSources(flow.machine).filter((source) => source !== 'watchCookie'));
  const view = renderUi(
    <ExperimentsProvider
      pageFlags={{ experimentsBootstrap: input.bootstrapEnabled }}
      deps={{ actors: controller.actors as never }}
    >
      {/* The slots' label is in the common catalogue, which the ui-only instance lacks. */}
      <I18nextProvider i18n={shellI18n}>
        <HouseAdsProvider ads={TOP_ADS}>
          <TopBanners slot1="slot-wideboard" slot2="slot-second" />
        </HouseAdsProvider>
      </I18nextProvider>
      <FlagProbe />
    </ExperimentsProvider>,
  );
  const settle = ({ event }: { event: EventObject }) =>
    act(async () => {
      await settleFromEvent(controller, event);
    });
  const writeThenSettle =
    (write: () => Promise<void>) =>
    ({ event }: { event: EventObject }) =>
      act(async () => {
        await write();
        await settleFromEvent(controller, event);
      });
  const ready = () => expect(replayed).toHaveLength(1);
  const expectCleaned = () => {
    expect(cookie('lqstatus')).toBeNull();
    expect(cookie('ldf')).toBeNull();
  };
  return {
    params: {
      events: {
        'xstate.done.actor.loadBootstrap': settle,
        'xstate.error.actor.loadBootstrap': settle,
        // The longest retry delay: a shorter one fires on the way, and nothing else is timed meanwhile.
        'xstate.after.retryDelay.experiments.failed': () =>
          act(() => {
            vi.advanceTimersByTime(RETRY_BASE_MS * 2 ** (MAX_BOOTSTRAP_ATTEMPTS - 1));
          }),
        'xstate.done.actor.storeCookies': writeThenSettle(() => storePendingCookies(BOOTSTRAP_DATA.pendingCookies)),
        'xstate.error.actor.storeCookies': settle,
        'cookie.changed': ({ event }) =>
          act(async () => {
            document.cookie = `laquesis=${(event as unknown as { experimentCookie: string }).experimentCookie}; Path=/`;
            vi.advanceTimersByTime(1_000);
            await Promise.resolve();
          }),
        'xstate.done.actor.storeHash': async (step) => {
          await writeThenSettle(storeHashCookie)(step);
          // The hash follows the changed cookie.
          expect(cookie('ock')).toBe(await experimentHash(cookie('laquesis'), cookie('laquesisff')));
          expect(cookie('ock')).not.toBe('present');
        },
        'xstate.error.actor.storeHash': settle,
      },
      states: {
        bootstrapping: (snapshot: FlowSnapshot) => {
          expectCleaned();
          expect(replayed).toHaveLength(ctx(snapshot).failures > 0 ? 1 : 0);
          expectScreen(snapshot);
        },
        // Transient: the runtime never rests here.
        starting: () => undefined,
        storingCookies: (snapshot: FlowSnapshot) => {
          expectCleaned();
          expect(replayed).toHaveLength(ctx(snapshot).failures > 0 ? 1 : 0);
          expectScreen(snapshot);
        },
        failed: (snapshot: FlowSnapshot) => {
          expectCleaned();
          ready();
          expectScreen(snapshot);
        },
        watching: async (snapshot: FlowSnapshot) => {
          ready();
          expectScreen(snapshot);
          if (input.bootstrapEnabled && !input.hasHash && cookie('ock')) {
            // The bootstrap's cookies were written: the hash is theirs.
            expect(cookie('laquesis')).toBe(BOOTSTRAP_DATA.experimentCookie);
            // The visitor id (C0002) waits for a consent decision, which this walk never makes.
            expect(cookie('vid')).toBeNull();
            expect(cookie('ock')).toBe(await experimentHash(cookie('laquesis'), cookie('laquesisff')));
          }
          if (!input.bootstrapEnabled) expect(cookie('lqstatus')).toBe('1');
        },
        rehashing: (snapshot: FlowSnapshot) => {
          ready();
          expectScreen(snapshot);
          expect(cookie('laquesis')).toBe(ctx(snapshot).experimentCookie);
        },
      },
    },
    dispose: () => {
      view.unmount();
      vi.useRealTimers();
      clearCookies();
      sessionStorage.clear();
      resetExperimentsReady();
    },
  };
});
