/**
 * Concrete inputs and events of the access-restricted dialog.
 */
import type { FixtureEvent, FlowScenario } from '../registry.types';
import type { AccessRestrictedEvent, AccessRestrictedInput } from './access-restricted.types';

/** Starts closed. */
export const ACCESS_RESTRICTED_INPUT: AccessRestrictedInput = { open: false };

/** Open and close. */
export const ACCESS_RESTRICTED_EVENTS: readonly FixtureEvent<AccessRestrictedEvent>[] = [
  { type: 'accessDialog.open' },
  { type: 'accessDialog.close' },
];

/** Scenarios after the default. */
export const ACCESS_RESTRICTED_SCENARIOS: readonly FlowScenario<AccessRestrictedInput, AccessRestrictedEvent>[] = [
  {
    id: 'deschis-la-start',
    title: 'Pagina pornește cu dialogul deschis',
    input: { open: true },
    events: ACCESS_RESTRICTED_EVENTS,
  },
];
