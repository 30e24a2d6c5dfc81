/** The team's flags page: the switch sent, the server's row kept, a failure rolled back with its reason and retried. */
import { createActor, fromPromise } from 'xstate';
import type { TeamFlags_Experiment, TeamFlags_Flag } from '@/lib/graphql/generated/operations';
import { DEALER_RATINGS, TEAM_FLAGS_INPUT, WIDEBOARD } from './team-flags.fixtures';
import { switchFailureKey, teamFlagsMachine } from './team-flags.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

type Answer<T> = T | Error;

function start(flagAnswers: Answer<TeamFlags_Flag>[], experimentAnswers: Answer<TeamFlags_Experiment>[] = []) {
  const sent: unknown[] = [];
  const answer = <T>(answers: Answer<T>[], input: unknown): Promise<T> => {
    sent.push(input);
    const next = answers.shift();
    if (next === undefined) return Promise.reject(new Error('no answer'));
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  const actor = createActor(
    teamFlagsMachine.provide({
      actors: {
        saveFlag: fromPromise(({ input }) => answer(flagAnswers, input)),
        saveExperiment: fromPromise(({ input }) => answer(experimentAnswers, input)),
      },
    }),
    { input: TEAM_FLAGS_INPUT },
  ).start();
  return { actor, sent };
}

/** As the Apollo client rejects: an Error carrying the server's errors. */
const REFUSAL = Object.assign(new Error('Unknown feature flag.'), {
  errors: [{ extensions: { code: 'BAD_USER_INPUT', i18nKey: 'experiments:errors.unknownFlag' } }],
});

describe('teamFlags machine', () => {
  it('sends the opposite of the flag’s state and keeps the server’s row', async () => {
    const saved = { ...DEALER_RATINGS, enabled: false };
    const { actor, sent } = start([saved]);
    actor.send({ type: 'flag.toggle', name: 'dealerRatings' });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'flag', name: 'dealerRatings', enabled: false });
    await flush();
    expect(sent).toEqual([{ name: 'dealerRatings', enabled: false }]);
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('ready');
    expect(context.flags[0]).toEqual(saved);
    expect(context.pending).toBeNull();
  });

  it('turns a flag on its default the other way (vinDecoder defaults to on)', async () => {
    const { actor, sent } = start([]);
    actor.send({ type: 'flag.toggle', name: 'vinDecoder' });
    await flush();
    expect(sent).toEqual([{ name: 'vinDecoder', enabled: false }]);
  });

  it('rolls a refused switch back with its reason, and a retry sends the same switch', async () => {
    const { actor, sent } = start([REFUSAL, { ...DEALER_RATINGS, enabled: false }]);
    actor.send({ type: 'flag.toggle', name: 'dealerRatings' });
    await flush();
    let { context } = actor.getSnapshot();
    expect(context.flags).toEqual(TEAM_FLAGS_INPUT.flags);
    expect(context.failure).toEqual({
      kind: 'flag',
      name: 'dealerRatings',
      enabled: false,
      i18nKey: 'experiments:errors.unknownFlag',
    });
    actor.send({ type: 'switch.retry' });
    await flush();
    ({ context } = actor.getSnapshot());
    expect(sent).toEqual([
      { name: 'dealerRatings', enabled: false },
      { name: 'dealerRatings', enabled: false },
    ]);
    expect(context.failure).toBeNull();
    expect(context.flags[0]?.enabled).toBe(false);
  });

  it('ignores a string flag, an unknown row, a retry without a failure, and switches while one is saved', async () => {
    const { actor, sent } = start([], [{ ...WIDEBOARD, enabled: false, running: false }]);
    actor.send({ type: 'flag.toggle', name: 'externalPartner' });
    actor.send({ type: 'flag.toggle', name: 'nope' });
    actor.send({ type: 'switch.retry' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'experiment.toggle', name: 'ADS-WIDEBOARD' });
    actor.send({ type: 'flag.toggle', name: 'dealerRatings' });
    await flush();
    expect(sent).toEqual([{ name: 'ADS-WIDEBOARD', enabled: false }]);
    expect(actor.getSnapshot().context.experiments[0]?.running).toBe(false);
  });

  it('words failures: the server’s refusal, the page gone (NOT_FOUND), anything else generic', () => {
    expect(switchFailureKey(REFUSAL)).toBe('experiments:errors.unknownFlag');
    expect(switchFailureKey({ errors: [{ extensions: { code: 'NOT_FOUND' } }] })).toBe('experiments:errors.notAllowed');
    expect(switchFailureKey(new TypeError('Failed to fetch'))).toBe('experiments:errors.saveFailed');
    expect(switchFailureKey({ errors: [{ extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })).toBe(
      'experiments:errors.saveFailed',
    );
  });
});
