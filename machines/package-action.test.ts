/** The packages pages' machine: nothing changes without confirmation; refusals and failures keep the choice. */
import { createActor, fromPromise } from 'xstate';
import { PACKAGES_ACCOUNT, PACKAGES_ACCOUNT_WITH_ADD_ON } from './package-action.fixtures';
import type { PackageActionOutcome, PackagesAccount } from './package-action.types';
import { benefitsMachine } from './benefits/benefits.machine';
import { canChoosePackage } from './package-choice/package-choice.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(outcomes: (PackageActionOutcome | Error)[], reads: PackagesAccount[] = [PACKAGES_ACCOUNT]) {
  const submitted: unknown[] = [];
  const actor = createActor(
    benefitsMachine.provide({
      actors: {
        load: fromPromise(() => Promise.resolve(reads.shift() ?? PACKAGES_ACCOUNT_WITH_ADD_ON)),
        submit: fromPromise<PackageActionOutcome, Readonly<Record<string, string>>>(({ input }) => {
          submitted.push(input);
          const next = outcomes.shift();
          return !next || next instanceof Error ? Promise.reject(next ?? new Error('none')) : Promise.resolve(next);
        }),
      },
    }),
  ).start();
  return { actor, submitted };
}

describe('package-action machine (benefits)', () => {
  it('asks the server only after the confirmation, then reads the account again', async () => {
    const { actor, submitted } = start([{ kind: 'done' }]);
    await flush();
    actor.send({ type: 'choice.pick', choice: { code: 'featured_dealer' } });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(submitted).toEqual([]);
    actor.send({ type: 'choice.confirm' });
    await flush();
    await flush();
    const snapshot = actor.getSnapshot();
    expect(submitted).toEqual([{ code: 'featured_dealer' }]);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.done).toEqual({ code: 'featured_dealer' });
    expect(snapshot.context.data?.addOns[0]?.active).toBe(true);
    // Subscribed: it cannot be picked again.
    actor.send({ type: 'choice.pick', choice: { code: 'featured_dealer' } });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('a refusal keeps the dialog and the choice and says why; a network failure too', async () => {
    const { actor } = start([{ kind: 'refused', key: 'errors:billing.noPackage' }, new Error('network')]);
    await flush();
    actor.send({ type: 'choice.pick', choice: { code: 'featured_dealer' } });
    actor.send({ type: 'choice.confirm' });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({
      choice: { code: 'featured_dealer' },
      actionError: 'errors:billing.noPackage',
    });
    actor.send({ type: 'choice.confirm' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      choice: { code: 'featured_dealer' },
      actionError: 'payments:packages.errors.failed',
    });
    actor.send({ type: 'choice.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ choice: null, actionError: null });
  });

  it('an unknown add-on is not offered', async () => {
    const { actor } = start([]);
    await flush();
    actor.send({ type: 'choice.pick', choice: { code: 'nope' } });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});

describe('canChoosePackage', () => {
  it('offers every package and period but the running ones with nothing pending', () => {
    expect(canChoosePackage(PACKAGES_ACCOUNT, { packageId: '3', period: 'MONTHLY' })).toBe(false);
    expect(canChoosePackage(PACKAGES_ACCOUNT, { packageId: '3', period: 'YEARLY' })).toBe(true);
    expect(canChoosePackage(PACKAGES_ACCOUNT, { packageId: '1', period: 'MONTHLY' })).toBe(true);
    expect(canChoosePackage(PACKAGES_ACCOUNT, { packageId: '99', period: 'MONTHLY' })).toBe(false);
    const cancelling = {
      ...PACKAGES_ACCOUNT,
      subscriptions: PACKAGES_ACCOUNT.subscriptions.map((s) => ({ ...s, status: 'CANCELLING' as const })),
    };
    // Cancelling: choosing it again undoes the cancellation.
    expect(canChoosePackage(cancelling, { packageId: '3', period: 'MONTHLY' })).toBe(true);
  });
});
