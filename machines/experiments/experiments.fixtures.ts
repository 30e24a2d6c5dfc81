/**
 * Concrete inputs and events of the experiments runtime: a first visit (no 'ock') whose bootstrap
 * answers, fails and is retried; a returning visitor whose cookie changes; bootstrapping turned off.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { BootstrapData, ExperimentsEvent, ExperimentsInput } from './experiments.types';

/** A first visit: no hash cookie, bootstrapping on. */
export const FIRST_VISIT_INPUT: ExperimentsInput = {
  requestId: '5b0a2f1e-8f4c-4a57-9d2e-0c1b7e3a9f10',
  experimentCookie: '',
  hasHash: false,
  bootstrapEnabled: true,
  cachedFlags: null,
};

/** The bootstrap's answer in the fixtures. */
export const BOOTSTRAP_DATA: BootstrapData = {
  experimentCookie: 'ADS-WIDEBOARD@b#CARS-LISTING-GALLERY@a',
  featureFlags: { dealerRatings: true, vinDecoder: true },
  pendingCookies: [
    {
      name: 'laquesis',
      value: 'ADS-WIDEBOARD@b#CARS-LISTING-GALLERY@a',
      options: { sameSite: 'strict', path: '/', maxAge: 2_592_000 },
      category: 'C0001',
    },
    {
      name: 'laquesisff',
      value: 'dealerRatings#vinDecoder',
      options: { sameSite: 'strict', path: '/', maxAge: 2_592_000 },
      category: 'C0001',
    },
    {
      name: 'vid',
      value: '0f8fad5b-d9cb-469f-a165-70867728950e',
      options: { sameSite: 'strict', path: '/', maxAge: 31_536_000 },
      category: 'C0002',
    },
  ],
};

/** The experiment cookie after someone (a test, the team) switched the variant. */
export const CHANGED_COOKIE = 'ADS-WIDEBOARD@a';

/** The first visit: the bootstrap answers or fails (then retries), the cookies are stored. */
export const EXPERIMENTS_EVENTS: readonly FixtureEvent<ExperimentsEvent>[] = [
  { type: 'xstate.done.actor.loadBootstrap', output: BOOTSTRAP_DATA },
  { type: 'xstate.error.actor.loadBootstrap', error: new Error('network') },
  { type: 'xstate.after.retryDelay.experiments.failed' },
  { type: 'xstate.done.actor.storeCookies', output: undefined },
  { type: 'xstate.error.actor.storeCookies', error: new Error('cookies blocked') },
];

/** A returning visitor (ock present) whose cookie changes; a page with bootstrapping off. */
export const EXPERIMENTS_SCENARIOS: readonly FlowScenario<ExperimentsInput, ExperimentsEvent>[] = [
  {
    id: 'vizitator-revenit',
    title: 'Vizitator revenit (are „ock”): nicio cerere; cookie-ul se schimbă și hash-ul se rescrie',
    input: {
      ...FIRST_VISIT_INPUT,
      experimentCookie: 'ADS-WIDEBOARD@b',
      hasHash: true,
      cachedFlags: { dealerRatings: true },
    },
    events: [
      { type: 'cookie.changed', experimentCookie: 'ADS-WIDEBOARD@b' },
      { type: 'cookie.changed', experimentCookie: CHANGED_COOKIE },
      { type: 'xstate.done.actor.storeHash', output: undefined },
      { type: 'xstate.error.actor.storeHash', error: new Error('crypto unavailable') },
    ],
  },
  {
    id: 'bootstrap-oprit',
    title: 'Flagul experimentsBootstrap este oprit: nicio cerere, valorile implicite',
    input: { ...FIRST_VISIT_INPUT, bootstrapEnabled: false },
    events: [
      { type: 'cookie.changed', experimentCookie: CHANGED_COOKIE },
      { type: 'xstate.done.actor.storeHash', output: undefined },
    ],
    skipEvents: ['xstate.error.actor.storeHash'],
  },
];
