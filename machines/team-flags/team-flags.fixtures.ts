/**
 * Concrete inputs and events of the team's flags page: a stored on/off flag, a flag on its
 * default, a string flag (no switch), one experiment, the server's answers and its failures.
 */
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/operations';
import type { FixtureEvent } from '../registry.types';
import type { TeamFlagsEvent, TeamFlagsInput } from './team-flags.types';

/** dealerRatings as seeded: on for 10 % of everyone. */
export const DEALER_RATINGS: TeamFlags_Flag = {
  name: 'dealerRatings',
  kind: 'boolean',
  gates: 'Dealer ratings',
  defaultValue: 'false',
  stored: true,
  enabled: true,
  rollout: 10,
  audience: 'all',
  value: null,
};

const VIN_DECODER: TeamFlags_Flag = {
  name: 'vinDecoder',
  kind: 'boolean',
  gates: 'VIN decoder',
  defaultValue: 'true',
  stored: false,
  enabled: null,
  rollout: null,
  audience: null,
  value: null,
};

const EXTERNAL_PARTNER: TeamFlags_Flag = {
  name: 'externalPartner',
  kind: 'string',
  gates: 'External credit partner',
  defaultValue: '',
  stored: false,
  enabled: null,
  rollout: null,
  audience: null,
  value: null,
};

/** ADS-WIDEBOARD as seeded: a/b 50/50, running for everyone. */
export const WIDEBOARD: TeamFlags_Experiment = {
  name: 'ADS-WIDEBOARD',
  description: 'Top wideboard',
  variants: [
    { name: 'a', weight: 50 },
    { name: 'b', weight: 50 },
  ],
  audience: 'all',
  enabled: true,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  running: true,
};

/** The page as served. */
export const TEAM_FLAGS_INPUT: TeamFlagsInput = {
  flags: [DEALER_RATINGS, VIN_DECODER, EXTERNAL_PARTNER],
  experiments: [WIDEBOARD],
};

/** A refusal as the Apollo client rejects with it: an Error with the server's errors (BAD_USER_INPUT, the catalogue key). */
const refusal = (i18nKey: string) =>
  Object.assign(new Error('Unknown.'), {
    errors: [{ message: 'Unknown.', extensions: { code: 'BAD_USER_INPUT', status: 400, i18nKey } }],
  });

/** The account left the team meanwhile: the fields answer NOT_FOUND. */
const GONE = Object.assign(new Error('Not found.'), {
  errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND', status: 404 } }],
});

export const TEAM_FLAGS_EVENTS: readonly FixtureEvent<TeamFlagsEvent>[] = [
  { type: 'flag.toggle', name: 'dealerRatings' },
  { type: 'experiment.toggle', name: 'ADS-WIDEBOARD' },
  { type: 'switch.retry' },
  { type: 'xstate.done.actor.saveFlag', output: { ...DEALER_RATINGS, enabled: false } },
  { type: 'xstate.error.actor.saveFlag', error: refusal('experiments:errors.unknownFlag') },
  { type: 'xstate.error.actor.saveFlag', error: new Error('Failed to fetch') },
  { type: 'xstate.done.actor.saveExperiment', output: { ...WIDEBOARD, enabled: false, running: false } },
  { type: 'xstate.error.actor.saveExperiment', error: GONE },
];
