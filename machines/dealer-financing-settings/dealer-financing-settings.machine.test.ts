/** The dealer's financing settings: the change sent, the server's settings kept, a failure rolled back with its reason and retried. */
import { createActor, fromPromise } from 'xstate';
import type { FinancingAccount_Settings } from '@/lib/graphql/generated/operations';
import { FINANCING_SETTINGS, SAVED_SETTINGS } from './dealer-financing-settings.fixtures';
import { changeFailureKey, changeInput, dealerFinancingSettingsMachine } from './dealer-financing-settings.machine';
import type { FinancingChange } from './dealer-financing-settings.types';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  answers: (FinancingAccount_Settings | Error)[],
  load: FinancingAccount_Settings | Error = FINANCING_SETTINGS,
) {
  const sent: FinancingChange[] = [];
  const actor = createActor(
    dealerFinancingSettingsMachine.provide({
      actors: {
        loadSettings: fromPromise(() => (load instanceof Error ? Promise.reject(load) : Promise.resolve(load))),
        saveChange: fromPromise(({ input }: { input: FinancingChange }) => {
          sent.push(input);
          const next = answers.shift();
          if (next === undefined) return Promise.reject(new Error('no answer'));
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

const REFUSAL = Object.assign(new Error('No such advert among yours.'), {
  errors: [{ extensions: { code: 'BAD_USER_INPUT', i18nKey: 'errors:financing.unknownAdvert' } }],
});
const FORBIDDEN = Object.assign(new Error('Forbidden.'), { errors: [{ extensions: { code: 'FORBIDDEN' } }] });

describe('dealerFinancingSettings machine', () => {
  it('turns a change into the mutation’s input', () => {
    expect(changeInput({ kind: 'account', enabled: false })).toEqual({ accountEnabled: false });
    expect(changeInput({ kind: 'advert', advertId: '3', excluded: true })).toEqual({ excludeAdvertId: '3' });
    expect(changeInput({ kind: 'advert', advertId: '3', excluded: false })).toEqual({ includeAdvertId: '3' });
  });

  it('names the reason of a failed change', () => {
    expect(changeFailureKey(REFUSAL)).toBe('errors:financing.unknownAdvert');
    expect(changeFailureKey(FORBIDDEN)).toBe('errors:financing.forbidden');
    expect(changeFailureKey(new Error('Failed to fetch'))).toBe('errors:financing.saveFailed');
  });

  it('loads, sends the opposite of the saved exclusion and keeps the server’s settings', async () => {
    const { actor, sent } = start([SAVED_SETTINGS]);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'advert.toggle', advertId: '15' });
    expect(actor.getSnapshot().context.pending).toEqual({ kind: 'advert', advertId: '15', excluded: false });
    await flush();
    expect(sent).toEqual([{ kind: 'advert', advertId: '15', excluded: false }]);
    expect(actor.getSnapshot().context).toMatchObject({ settings: SAVED_SETTINGS, pending: null, failure: null });
  });

  it('ignores an advert that is not listed and a retry without a failure', async () => {
    const { actor, sent } = start([]);
    await flush();
    actor.send({ type: 'advert.toggle', advertId: '999' });
    actor.send({ type: 'change.retry' });
    await flush();
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('rolls a refused change back with its reason, and a retry sends the same change', async () => {
    const { actor, sent } = start([REFUSAL, SAVED_SETTINGS]);
    await flush();
    actor.send({ type: 'account.toggle' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      settings: FINANCING_SETTINGS,
      pending: null,
      failure: { kind: 'account', enabled: false, i18nKey: 'errors:financing.unknownAdvert' },
    });
    actor.send({ type: 'change.retry' });
    await flush();
    expect(sent).toEqual([
      { kind: 'account', enabled: false },
      { kind: 'account', enabled: false },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ settings: SAVED_SETTINGS, failure: null });
  });

  it('says when the settings could not be loaded, and loads them again on retry', async () => {
    const { actor } = start([], new Error('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.loadError).toBe('financing-account:settings.loadFailed');
    actor.send({ type: 'account.toggle' });
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
